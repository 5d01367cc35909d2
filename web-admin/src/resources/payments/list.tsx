import { DataTable } from 'react-admin';
import { EuroField } from '../../shared/fields.tsx';
import { TableList } from '../../shared/TableList.tsx';
import { DateField } from '../../shared/DateField.tsx';
import { sortBy } from '../../shared/admin-api.ts';

/** Read-only: the payment provider decides payments. */
export function PaymentList() {
  return (
    <TableList sort={sortBy<'payments'>('occurredAt', 'DESC')}>
      <DataTable.Col source="userId" disableSort />
      <DataTable.Col source="subscriptionId" disableSort />
      <DataTable.NumberCol source="amountCents" field={EuroField} />
      <DataTable.Col source="status" />
      <DataTable.Col source="failureReason" disableSort />
      <DataTable.Col source="occurredAt" field={DateField} />
    </TableList>
  );
}
