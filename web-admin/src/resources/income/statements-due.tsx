import type { AdminStatementDueRecord } from '@afrimedia/contracts';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import {
  Button,
  DataTable,
  TextInput,
  useCreate,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { sortBy } from '../../shared/admin-api.ts';

import { EuroField } from '../../shared/fields.tsx';
import { TableList } from '../../shared/TableList.tsx';
import { AuthorField, MicroEuroField, MonthField } from './fields.tsx';

/**
 * Issues the month's payout statement (`POST /api/admin/payouts`): the API takes the statement from the income
 * read model, so the button sends only whose month it is.
 */
function IssueButton() {
  const record = useRecordContext<AdminStatementDueRecord>();
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  return (
    <Button
      label="afrimedia.income.issue"
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        void create(
          'payouts',
          { data: { authorId: record.authorId, periodStart: record.periodStart } },
          {
            onSuccess: () => {
              notify('afrimedia.actions.done', { type: 'success' });
              refresh();
            },
            // The API's message is already in the interface's language.
            onError: (error) => {
              const message = error instanceof Error ? error.message : String(error);
              notify(message, { type: 'error', messageArgs: { _: message } });
            },
          },
        );
      }}
    />
  );
}

const filters = [<TextInput key="authorId" source="authorId" />];

/** Months that are over, with cents earned and no payout statement yet, the oldest first. */
function StatementDueList() {
  return (
    <TableList filters={filters} sort={sortBy<'statements-due'>('periodStart', 'ASC')}>
      <DataTable.Col source="authorId" field={AuthorField} disableSort />
      <DataTable.Col source="periodStart" field={MonthField} />
      <DataTable.NumberCol source="reads" disableSort />
      <DataTable.NumberCol source="clicks" disableSort />
      <DataTable.Col source="microEuros" field={MicroEuroField} align="right" disableSort />
      <DataTable.Col source="cents" field={EuroField} align="right" />
      <DataTable.Col disableSort>
        <IssueButton />
      </DataTable.Col>
    </TableList>
  );
}

export default { list: StatementDueList, icon: PendingActionsIcon };
