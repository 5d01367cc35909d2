import { DataTable, NumberField } from 'react-admin';
import { TableList } from '../../shared/TableList.tsx';
import { sortBy } from '../../shared/admin-api.ts';

/** The spec's closed list of topics, with how much is published under each. */
export function TopicList() {
  return (
    <TableList pagination={false} perPage={100} sort={sortBy<'topics'>('id', 'ASC')}>
      <DataTable.Col source="id" />
      <DataTable.Col source="path" disableSort />
      <DataTable.NumberCol source="publishedCount" field={NumberField} />
    </TableList>
  );
}
