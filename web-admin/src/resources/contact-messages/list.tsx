import { DataTable, List } from 'react-admin';
import { DateTimeField } from '../../shared/DateField.tsx';
import { sortBy } from '../../shared/admin-api.ts';

/** The contact form's inbox, newest first. */
export function ContactMessageList() {
  return (
    <List sort={sortBy<'contact-messages'>('receivedAt', 'DESC')} exporter={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="receivedAt" field={DateTimeField} />
        <DataTable.Col source="name" />
        <DataTable.Col source="email" />
        <DataTable.Col source="subject" />
      </DataTable>
    </List>
  );
}
