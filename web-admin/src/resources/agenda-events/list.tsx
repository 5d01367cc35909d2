import { BooleanField, DataTable } from 'react-admin';
import { TableList } from '../../shared/TableList.tsx';
import { DateTimeField } from '../../shared/DateField.tsx';
import { ActionButton } from '../../actions/ActionButton.tsx';
import { isNotCancelled } from './agenda.ts';
import { sortBy } from '../../shared/admin-api.ts';

export function AgendaEventList() {
  return (
    <TableList sort={sortBy<'agenda-events'>('startsAt', 'DESC')} rowClick="edit">
      <DataTable.Col source="slug" />
      <DataTable.Col source="categorySlug" />
      <DataTable.Col source="startsAt" field={DateTimeField} />
      <DataTable.Col source="endsAt" field={DateTimeField} />
      <DataTable.Col source="place" disableSort />
      <DataTable.Col source="online" disableSort field={BooleanField} />
      <DataTable.Col source="cancelled" disableSort field={BooleanField} />
      <DataTable.Col disableSort>
        <ActionButton action="cancel" withReason when={isNotCancelled} />
      </DataTable.Col>
    </TableList>
  );
}
