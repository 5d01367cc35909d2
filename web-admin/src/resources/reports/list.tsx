import { DataTable, SelectInput, UrlField } from 'react-admin';
import { DateField } from '../../shared/DateField.tsx';
import { ActionButton } from '../../actions/ActionButton.tsx';
import { isOpen } from '../../actions/when.ts';
import { choicesOf } from '../../shared/choices.ts';
import { text, translated, waiting } from '../../shared/csv.ts';
import { StatusField, WaitingField } from '../../shared/fields.tsx';
import { CsvList } from '../../shared/CsvList.tsx';
import { sortBy } from '../../shared/admin-api.ts';

export const REPORT_STATUSES = ['open', 'hidden', 'dismissed'] as const;

const filters = [
  <SelectInput
    key="status"
    source="status"
    choices={choicesOf('afrimedia.status', REPORT_STATUSES)}
    alwaysOn
  />,
];

/** What readers reported, as the team reads it away from the console; the ids stay out. */
export const REPORT_CSV = [
  text('title'),
  text('link'),
  text('comment'),
  translated('status', 'afrimedia.status'),
  text('reportedAt'),
  waiting('waitingSeconds'),
];

/** Reported content, oldest report first: hide the content or dismiss the report. */
export function ReportList() {
  return (
    <CsvList
      csv={REPORT_CSV}
      filters={filters}
      filterDefaultValues={{ status: 'open' }}
      sort={sortBy<'reports'>('reportedAt', 'ASC')}
    >
      <DataTable.Col source="title" />
      <DataTable.Col source="link" disableSort>
        <UrlField source="link" target="_blank" rel="noopener" onClick={(event) => event.stopPropagation()} />
      </DataTable.Col>
      <DataTable.Col source="comment" disableSort />
      <DataTable.Col source="status" field={StatusField} />
      <DataTable.Col source="reportedAt" field={DateField} />
      <DataTable.Col source="waitingSeconds" field={WaitingField} />
      <DataTable.Col disableSort>
        <ActionButton action="hide" when={isOpen} />
        <ActionButton action="dismiss" when={isOpen} />
      </DataTable.Col>
    </CsvList>
  );
}
