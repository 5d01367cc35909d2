import { DataTable, List, SelectInput, UrlField } from 'react-admin';
import { DateField } from '../../shared/DateField.tsx';
import { ActionButton } from '../../actions/ActionButton.tsx';
import { isOpen } from '../../actions/when.ts';
import { choicesOf } from '../../shared/choices.ts';
import { TranslatedField, WaitingField } from '../../shared/fields.tsx';

export const REPORT_STATUSES = ['open', 'hidden', 'dismissed'] as const;

const filters = [
  <SelectInput
    key="status"
    source="status"
    choices={choicesOf('afrimedia.status', REPORT_STATUSES)}
    alwaysOn
  />,
];

/** Reported content, oldest report first: hide the content or dismiss the report. */
export function ReportList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'open' }}
      sort={{ field: 'reportedAt', order: 'ASC' }}
      exporter={false}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="title" />
        <DataTable.Col source="link" disableSort>
          <UrlField
            source="link"
            target="_blank"
            rel="noopener"
            onClick={(event) => event.stopPropagation()}
          />
        </DataTable.Col>
        <DataTable.Col source="comment" disableSort />
        <DataTable.Col source="status">
          <TranslatedField source="status" prefix="afrimedia.status" />
        </DataTable.Col>
        <DataTable.Col source="reportedAt" field={DateField} />
        <DataTable.Col source="waitingSeconds">
          <WaitingField source="waitingSeconds" />
        </DataTable.Col>
        <DataTable.Col disableSort>
          <ActionButton action="hide" when={isOpen} />
          <ActionButton action="dismiss" when={isOpen} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
