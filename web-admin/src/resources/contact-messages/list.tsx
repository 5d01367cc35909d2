import { DataTable } from 'react-admin';
import { TableList } from '../../shared/TableList.tsx';
import { DateTimeField } from '../../shared/DateField.tsx';
import { sortBy } from '../../shared/admin-api.ts';

/** The contact form's inbox, newest first. */
export function ContactMessageList() {
  return (
    <TableList sort={sortBy<'contact-messages'>('receivedAt', 'DESC')} rowClick="show">
      <DataTable.Col source="receivedAt" field={DateTimeField} />
      <DataTable.Col source="name" />
      <DataTable.Col source="email" />
      <DataTable.Col source="subject" />
    </TableList>
  );
}
