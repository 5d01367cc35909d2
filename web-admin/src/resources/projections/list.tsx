import { DataTable, NumberField } from 'react-admin';
import { TableList } from '../../shared/TableList.tsx';
import { DateTimeField } from '../../shared/DateField.tsx';
import { ActionButton } from '../../actions/ActionButton.tsx';
import { sortBy } from '../../shared/admin-api.ts';

/** Each projection's position, lag and last error; rebuild replays it from the event store. */
export function ProjectionList() {
  return (
    <TableList pagination={false} perPage={100} sort={sortBy<'projections'>('id', 'ASC')}>
      <DataTable.Col source="id" />
      <DataTable.Col source="position" disableSort />
      <DataTable.NumberCol source="lag" field={NumberField} />
      <DataTable.NumberCol source="eventsHandled" field={NumberField} />
      <DataTable.Col source="lastError" disableSort />
      <DataTable.Col source="blockedEventPosition" disableSort />
      <DataTable.Col source="updatedAt" field={DateTimeField} />
      <DataTable.Col disableSort>
        <ActionButton action="rebuild" />
      </DataTable.Col>
    </TableList>
  );
}
