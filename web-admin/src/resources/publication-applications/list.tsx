import { DataTable, List, SelectInput } from 'react-admin';
import { DateField } from '../../shared/DateField.tsx';
import { ActionButton } from '../../actions/ActionButton.tsx';
import { isWaiting } from '../../actions/when.ts';
import { choicesOf } from '../../shared/choices.ts';
import { ListTextField, TranslatedField, WaitingField } from '../../shared/fields.tsx';

export const PUBLICATION_STATUSES = ['draft', 'waiting', 'validated', 'rejected', 'archived'] as const;

const filters = [
  <SelectInput
    key="status"
    source="status"
    choices={choicesOf('afrimedia.status', PUBLICATION_STATUSES)}
    alwaysOn
  />,
];

/** Publications waiting validation, oldest first. */
export function PublicationApplicationList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'waiting' }}
      sort={{ field: 'submittedAt', order: 'ASC' }}
      exporter={false}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="ownerEmail" disableSort />
        <DataTable.Col source="topics" disableSort>
          <ListTextField source="topics" />
        </DataTable.Col>
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
