import { BooleanField, DataTable } from 'react-admin';
import { EuroField } from '../../shared/fields.tsx';
import { TableList } from '../../shared/TableList.tsx';
import { DateField } from '../../shared/DateField.tsx';
import { sortBy } from '../../shared/admin-api.ts';

/** Read-only: readers and the payment provider change subscriptions, not the team. */
export function SubscriptionList() {
  return (
    <TableList sort={sortBy<'subscriptions'>('requestedAt', 'DESC')}>
      <DataTable.Col source="userId" disableSort />
      <DataTable.Col source="plan" disableSort />
      <DataTable.Col source="period" disableSort />
      <DataTable.NumberCol source="amountCents" field={EuroField} />
      <DataTable.Col source="status" />
      <DataTable.Col source="autoRenew" disableSort field={BooleanField} />
      <DataTable.Col source="periodEnd" field={DateField} />
      <DataTable.Col source="requestedAt" field={DateField} />
    </TableList>
  );
}
