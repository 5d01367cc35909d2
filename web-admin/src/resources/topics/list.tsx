import { DataTable, List, NumberField } from 'react-admin';
import { sortBy } from '../../shared/admin-api.ts';

/** The spec's closed list of topics, with how much is published under each. */
export function TopicList() {
  return (
    <List pagination={false} perPage={100} sort={sortBy<'topics'>('id', 'ASC')} exporter={false}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="path" disableSort />
        <DataTable.NumberCol source="publishedCount" field={NumberField} />
      </DataTable>
    </List>
  );
}
