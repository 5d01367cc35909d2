import type { AdminRefusedReadRecord } from '@afrimedia/contracts';
import BlockIcon from '@mui/icons-material/Block';
import { DataTable, SelectInput, TextInput } from 'react-admin';
import { sortBy } from '../../shared/admin-api.ts';
import { choicesOf } from '../../shared/choices.ts';
import { DateTimeField } from '../../shared/DateField.tsx';
import { TranslatedField } from '../../shared/fields.tsx';
import { TableList } from '../../shared/TableList.tsx';
import { AuthorField } from './fields.tsx';

/** Every reason a read earns nothing, each named once: a reason the API adds and this misses fails to compile. */
const REASONS = Object.keys({
  'own-content': true,
  'authors-device': true,
  bot: true,
  'rate-limited': true,
  'no-view': true,
  'too-short': true,
  'already-today': true,
} satisfies Record<AdminRefusedReadRecord['reason'], true>);

const filters = [
  <SelectInput key="reason" source="reason" choices={choicesOf('afrimedia.refusals', REASONS)} alwaysOn />,
  <TextInput key="authorId" source="authorId" />,
];

/** Reads and clicks that earned nothing, and why, the latest first. */
function RefusedReadList() {
  return (
    <TableList filters={filters} sort={sortBy<'refused-reads'>('at', 'DESC')}>
      <DataTable.Col source="at" field={DateTimeField} />
      <DataTable.Col source="reason">
        <TranslatedField source="reason" prefix="afrimedia.refusals" />
      </DataTable.Col>
      <DataTable.Col source="authorId" field={AuthorField} disableSort />
      <DataTable.Col source="contentId" disableSort />
      <DataTable.Col source="readerId" disableSort />
      <DataTable.NumberCol source="seconds" disableSort />
    </TableList>
  );
}

export default { list: RefusedReadList, icon: BlockIcon };
