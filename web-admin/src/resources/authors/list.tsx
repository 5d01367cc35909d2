import { DataTable, List, NumberField } from 'react-admin';
import { CountryField, StatusField } from '../../shared/fields.tsx';
import { sortBy } from '../../shared/admin-api.ts';

export function AuthorList() {
  return (
    <List sort={sortBy<'authors'>('lastName', 'ASC')} exporter={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="email" />
        <DataTable.Col source="firstName" disableSort />
        <DataTable.Col source="lastName" />
        <DataTable.Col source="expertiseTitle" disableSort />
        <DataTable.Col source="country" disableSort>
          <CountryField source="country" />
        </DataTable.Col>
        <DataTable.Col source="userVerificationStatus" disableSort>
          <StatusField source="userVerificationStatus" />
        </DataTable.Col>
        <DataTable.NumberCol source="publicationsCount" field={NumberField} />
      </DataTable>
    </List>
  );
}
