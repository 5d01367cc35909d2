import { useMemo, type ReactNode } from 'react';
import { DataTable, List, SelectInput, TopToolbar } from 'react-admin';
import { choicesOf } from '../shared/choices.ts';
import { DateField } from '../shared/DateField.tsx';
import { TranslatedField, WaitingField } from '../shared/fields.tsx';
import { ActionButton } from './ActionButton.tsx';
import { isWaiting } from './when.ts';

/**
 * A validation queue: what waits, oldest first, filtered by status, with how long each item has waited and the
 * approve and reject-with-reason buttons. `children` are the columns that say what the item is.
 */
export function ApplicationQueue({
  statuses,
  children,
}: {
  statuses: readonly string[];
  children: ReactNode;
}) {
  const filters = useMemo(
    () => [
      <SelectInput key="status" source="status" choices={choicesOf('afrimedia.status', statuses)} alwaysOn />,
    ],
    [statuses],
  );
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'waiting' }}
      sort={{ field: 'submittedAt', order: 'ASC' }}
      exporter={false}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        {children}
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

/** The decision buttons atop one waiting item. */
export function ApplicationActions() {
  return (
    <TopToolbar>
      <ActionButton action="approve" when={isWaiting} />
      <ActionButton action="reject" withReason when={isWaiting} />
    </TopToolbar>
  );
}
