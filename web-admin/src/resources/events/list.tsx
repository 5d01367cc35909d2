import { DataTable, DateTimeInput, FilterButton, TextInput, TopToolbar } from 'react-admin';
import { TableList } from '../../shared/TableList.tsx';
import { DateTimeField } from '../../shared/DateField.tsx';
import { ExportButton } from './ExportButton.tsx';
import { sortBy } from '../../shared/admin-api.ts';

/** The browser's local date and time as the instant the API filters on. */
const instant = (value: string | null) => (value ? new Date(value).toISOString() : undefined);

const filters = [
  <TextInput key="streamId" source="streamId" alwaysOn />,
  <TextInput key="type" source="type" alwaysOn />,
  <DateTimeInput key="from" source="from" parse={instant} />,
  <DateTimeInput key="to" source="to" parse={instant} />,
];

function Actions() {
  return (
    <TopToolbar>
      <FilterButton />
      <ExportButton />
    </TopToolbar>
  );
}

/** One stream, or the whole feed filtered by type and time; newest first. */
export function EventList() {
  return (
    <TableList
      filters={filters}
      actions={<Actions />}
      sort={sortBy<'events'>('position', 'DESC')}
      rowClick="show"
    >
      <DataTable.Col source="position" />
      <DataTable.Col source="type" disableSort />
      <DataTable.Col source="streamId" disableSort />
      <DataTable.Col source="recordedAt" field={DateTimeField} />
    </TableList>
  );
}
