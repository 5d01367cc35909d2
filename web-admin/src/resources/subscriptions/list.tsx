import { BooleanField, DataTable, List, NumberField } from 'react-admin';
import { DateField } from '../../shared/DateField.tsx';
import { sortBy } from '../../shared/admin-api.ts';

/** Read-only; it fills in once subscriptions open. */
export function SubscriptionList() {
  return (
    <List sort={sortBy<'subscriptions'>('requestedAt', 'DESC')} exporter={false}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="userId" disableSort />
        <DataTable.Col source="plan" disableSort />
        <DataTable.Col source="period" disableSort />
        <DataTable.NumberCol source="amountCents" field={NumberField} />
        <DataTable.Col source="status" />
        <DataTable.Col source="autoRenew" disableSort field={BooleanField} />
        <DataTable.Col source="periodEnd" field={DateField} />
        <DataTable.Col source="requestedAt" field={DateField} />
      </DataTable>
    </List>
  );
}
