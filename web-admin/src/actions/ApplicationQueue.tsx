import type { Theme } from '@mui/material/styles';
import { useMediaQuery } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { DataTable, List, SelectInput, TopToolbar } from 'react-admin';
import { choicesOf } from '../shared/choices.ts';
import type { CsvColumn } from '../shared/csv.ts';
import { DateField } from '../shared/DateField.tsx';
import { StatusField, WaitingField } from '../shared/fields.tsx';
import { useCsvExporter } from '../shared/useCsvExporter.ts';
import { ActionButton } from './ActionButton.tsx';
import { isWaiting } from './when.ts';
import { sortBy } from '../shared/admin-api.ts';

export interface ApplicationQueueProps {
  statuses: readonly string[];
  /** The columns that say what the item is. */
  children: ReactNode;
  /** The queue on a phone: one line per item, whose page holds the decision buttons. */
  compact: ReactNode;
  /** What the CSV export holds, column by column. */
  csv: readonly CsvColumn[];
}

/**
 * A validation queue: what waits, oldest first, filtered by status, with how long each item has waited and the
 * approve and reject-with-reason buttons.
 */
export function ApplicationQueue({ statuses, children, compact, csv }: ApplicationQueueProps) {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const exporter = useCsvExporter(csv);
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
      sort={sortBy<'author-applications' | 'publication-applications'>('submittedAt', 'ASC')}
      exporter={exporter}
    >
      {small ? (
        compact
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          {children}
          <DataTable.Col source="status" field={StatusField} />
          <DataTable.Col source="submittedAt" field={DateField} />
          <DataTable.Col source="waitingSeconds" field={WaitingField} />
          <DataTable.Col disableSort>
            <ActionButton action="approve" when={isWaiting} />
            <ActionButton action="reject" withReason when={isWaiting} />
          </DataTable.Col>
        </DataTable>
      )}
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
