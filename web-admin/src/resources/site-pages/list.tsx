import { DataTable } from 'react-admin';
import { TableList } from '../../shared/TableList.tsx';
import { DateField } from '../../shared/DateField.tsx';
import { sortBy } from '../../shared/admin-api.ts';

export function SitePageList() {
  return (
    <TableList pagination={false} perPage={100} sort={sortBy<'site-pages'>('id', 'ASC')} rowClick="edit">
      <DataTable.Col source="id" />
      <DataTable.Col source="title.en" label="resources.site-pages.fields.title" disableSort />
      <DataTable.Col source="publishedAt" field={DateField} />
    </TableList>
  );
}
