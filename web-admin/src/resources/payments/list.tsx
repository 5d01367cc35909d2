import { DataTable, NumberField } from 'react-admin';
import { TableList } from '../../shared/TableList.tsx';
import { DateField } from '../../shared/DateField.tsx';
import { sortBy } from '../../shared/admin-api.ts';

/** Read-only; it fills in once payments open. */
export function PaymentList() {
  return (
    <TableList sort={sortBy<'payments'>('occurredAt', 'DESC')}>
      <DataTable.Col source="userId" disableSort />
      <DataTable.Col source="subscriptionId" disableSort />
      <DataTable.NumberCol source="amountCents" field={NumberField} />
      <DataTable.Col source="status" />
      <DataTable.Col source="failureReason" disableSort />
      <DataTable.Col source="occurredAt" field={DateField} />
    </TableList>
  );
}
