import { DataTable, List } from 'react-admin';

export function TopicList() {
  return (
    <List pagination={false} perPage={100} exporter={false}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="name" />
      </DataTable>
    </List>
  );
}
