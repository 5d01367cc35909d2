import { DataTable, DateField, List, NumberField } from 'react-admin';

/** Read-only; it fills in once payments open. */
export function PaymentList() {
  return (
    <List exporter={false}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="userId" />
        <DataTable.NumberCol source="amount" field={NumberField} />
        <DataTable.Col source="currency" />
        <DataTable.Col source="status" />
        <DataTable.Col source="createdAt" field={DateField} />
      </DataTable>
    </List>
  );
}
