import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { DataTable, TextInput } from 'react-admin';
import { sortBy } from '../../shared/admin-api.ts';
import { DateTimeField } from '../../shared/DateField.tsx';
import { AuthorField, MonthField } from './fields.tsx';
import { EuroField } from '../../shared/fields.tsx';
import { TableList } from '../../shared/TableList.tsx';

const filters = [<TextInput key="authorId" source="authorId" />];

/** Months closed for payout, the latest issued first: what the payout port is to pay, in cents. */
function PayoutList() {
  return (
    <TableList filters={filters} sort={sortBy<'payouts'>('issuedAt', 'DESC')}>
      <DataTable.Col source="authorId" field={AuthorField} disableSort />
      <DataTable.Col source="periodStart" field={MonthField} />
      <DataTable.Col source="cents" field={EuroField} align="right" />
      <DataTable.Col source="issuedAt" field={DateTimeField} />
      <DataTable.Col source="id" disableSort />
    </TableList>
  );
}

export default { list: PayoutList, icon: ReceiptLongIcon };
