import { DataTable } from 'react-admin';
import { DateField } from '../../shared/DateField.tsx';
import { EuroField } from '../../shared/fields.tsx';
import { TableList } from '../../shared/TableList.tsx';
import { sortBy } from '../../shared/admin-api.ts';

/** The eight plans and periods; an empty amount is one readers cannot buy yet. */
export function PlanPriceList() {
  return (
    <TableList pagination={false} perPage={100} sort={sortBy<'plan-prices'>('id', 'ASC')} rowClick="edit">
      <DataTable.Col source="plan" />
      <DataTable.Col source="period" />
      <DataTable.NumberCol source="amountCents" field={EuroField} />
      <DataTable.Col source="pricedAt" field={DateField} />
    </TableList>
  );
}
