import { DataTable, List } from 'react-admin';
import { DateField } from '../../shared/DateField.tsx';
import { sortBy } from '../../shared/admin-api.ts';

export function SitePageList() {
  return (
    <List pagination={false} perPage={100} sort={sortBy<'site-pages'>('id', 'ASC')} exporter={false}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="title.en" label="resources.site-pages.fields.title" disableSort />
        <DataTable.Col source="publishedAt" field={DateField} />
      </DataTable>
    </List>
  );
}
