import { DataTable, List, NumberField } from 'react-admin';
import { DateField } from '../../shared/DateField.tsx';
import { sortBy } from '../../shared/admin-api.ts';

/** Read-only; it fills in once payments open. */
export function PaymentList() {
  return (
    <List sort={sortBy<'payments'>('occurredAt', 'DESC')} exporter={false}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="userId" disableSort />
        <DataTable.Col source="subscriptionId" disableSort />
        <DataTable.NumberCol source="amountCents" field={NumberField} />
        <DataTable.Col source="status" />
        <DataTable.Col source="failureReason" disableSort />
        <DataTable.Col source="occurredAt" field={DateField} />
      </DataTable>
    </List>
  );
}
