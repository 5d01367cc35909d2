import { DataTable, List, SelectInput } from 'react-admin';
import { DateField } from '../../shared/DateField.tsx';
import { ActionButton } from '../../actions/ActionButton.tsx';
import { isWaiting } from '../../actions/when.ts';
import { choicesOf } from '../../shared/choices.ts';
import { TranslatedField, WaitingField } from '../../shared/fields.tsx';

export const APPLICATION_STATUSES = ['waiting', 'validated', 'rejected'] as const;

const filters = [
  <SelectInput
    key="status"
    source="status"
    choices={choicesOf('afrimedia.status', APPLICATION_STATUSES)}
    alwaysOn
  />,
];

/** Authors waiting validation, oldest first. */
export function AuthorApplicationList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'waiting' }}
      sort={{ field: 'submittedAt', order: 'ASC' }}
      exporter={false}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="email" />
        <DataTable.Col source="firstName" disableSort />
        <DataTable.Col source="lastName" disableSort />
        <DataTable.Col source="expertiseTitle" disableSort />
        <DataTable.Col source="country" disableSort />
        <DataTable.Col source="status">
          <TranslatedField source="status" prefix="afrimedia.status" />
        </DataTable.Col>
        <DataTable.Col source="submittedAt" field={DateField} />
        <DataTable.Col source="waitingSeconds">
          <WaitingField source="waitingSeconds" />
        </DataTable.Col>
        <DataTable.Col disableSort>
          <ActionButton action="approve" when={isWaiting} />
          <ActionButton action="reject" withReason when={isWaiting} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
