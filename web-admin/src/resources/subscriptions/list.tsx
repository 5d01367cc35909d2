import { DataTable, DateField, List } from 'react-admin';

/** Read-only; it fills in once subscriptions open. */
export function SubscriptionList() {
  return (
    <List exporter={false}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="userId" />
        <DataTable.Col source="status" />
        <DataTable.Col source="startedAt" field={DateField} />
        <DataTable.Col source="endsAt" field={DateField} />
      </DataTable>
    </List>
  );
}
