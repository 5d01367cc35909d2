import type { AdminIncomeVerificationRecord } from '@afrimedia/contracts';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Box, LinearProgress, Typography } from '@mui/material';
import {
  Button,
  DataTable,
  TopToolbar,
  useCreate,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type GetListResult,
} from 'react-admin';
import { sortBy } from '../../shared/admin-api.ts';
import { DateTimeField } from '../../shared/DateField.tsx';
import { TranslatedField } from '../../shared/fields.tsx';
import { TableList } from '../../shared/TableList.tsx';

type Verification = AdminIncomeVerificationRecord;

/** How often the list is read again while a check runs. */
const POLL_MS = 1000;

/** Starts a check; the API refuses a second one while one runs, and says so in the interface's language. */
function StartButton() {
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <Button
      label="afrimedia.income.verify"
      disabled={isPending}
      onClick={() =>
        void create(
          'income-verifications',
          { data: {} },
          {
            onSuccess: () => refresh(),
            onError: (error) => {
              const message = error instanceof Error ? error.message : String(error);
              notify(message, { type: 'error', messageArgs: { _: message } });
            },
          },
        )
      }
    >
      <FactCheckIcon />
    </Button>
  );
}

/**
 * The events read of those there are: a bar while the check runs (the console's "still loading" sign, which the
 * page-width checks wait to see go), then the figures alone.
 */
function ProgressField(_props: { label?: string }) {
  const record = useRecordContext<Verification>();
  if (!record) return null;
  const { eventsRead, eventsTotal } = record;
  const percent = eventsTotal === 0 ? 0 : Math.min(100, (100 * eventsRead) / eventsTotal);
  return (
    <Box sx={{ minWidth: 120 }}>
      {record.status === 'running' && (
        <LinearProgress variant="determinate" value={percent} aria-label={`${eventsRead} / ${eventsTotal}`} />
      )}
      <Typography variant="caption">
        {eventsRead} / {eventsTotal}
      </Typography>
    </Box>
  );
}

/** What the check found: the first difference, with its author and period, or what was found to match. */
function ResultField(_props: { label?: string }) {
  const record = useRecordContext<Verification>();
  const translate = useTranslate();
  if (!record) return null;
  const { difference } = record;
  const text = difference
    ? translate('afrimedia.income.difference', {
        author: difference.authorId,
        period: translate(`afrimedia.income.periods.${difference.period}`, { _: difference.period }),
        start: difference.periodStart,
        what: difference.what,
        expected: difference.expected,
        actual: difference.actual,
      })
    : record.lines === null
      ? ''
      : translate('afrimedia.income.matched', {
          lines: record.lines,
          statements: record.statements ?? 0,
          authors: record.authors ?? 0,
        });
  return (
    <Typography variant="body2" sx={{ minWidth: 220, overflowWrap: 'anywhere' }}>
      {text}
    </Typography>
  );
}

const running = (result: GetListResult<Verification> | undefined) =>
  result?.data.some((check) => check.status === 'running') ?? false;

/**
 * The checks of income against the events run since the API started, the latest first; the list is read again
 * every second while one runs, so its bar moves and its result appears without a reload.
 */
function IncomeVerificationList() {
  return (
    <TableList
      sort={sortBy<'income-verifications'>('startedAt', 'DESC')}
      // No check has run since the API started: the list stays, with its button to start the first.
      empty={false}
      actions={
        <TopToolbar>
          <StartButton />
        </TopToolbar>
      }
      queryOptions={{
        refetchInterval: (query: { state: { data?: GetListResult<Verification> } }) =>
          running(query.state.data) ? POLL_MS : false,
      }}
    >
      {/* The status and the result first: on a phone they are what shows before the table scrolls. */}
      <DataTable.Col source="status" disableSort>
        <TranslatedField source="status" prefix="afrimedia.income.statuses" />
      </DataTable.Col>
      <DataTable.Col label="resources.income-verifications.fields.result" disableSort>
        <ResultField />
      </DataTable.Col>
      <DataTable.Col label="resources.income-verifications.fields.progress" disableSort>
        <ProgressField />
      </DataTable.Col>
      <DataTable.Col source="startedAt" field={DateTimeField} />
      <DataTable.Col source="finishedAt" field={DateTimeField} disableSort />
    </TableList>
  );
}

export default { list: IncomeVerificationList, icon: FactCheckIcon };
