import { DataTable, NumberField } from 'react-admin';
import { TableList } from '../../shared/TableList.tsx';
import { CountryField, StatusField } from '../../shared/fields.tsx';
import { sortBy } from '../../shared/admin-api.ts';

export function AuthorList() {
  return (
    <TableList sort={sortBy<'authors'>('lastName', 'ASC')} rowClick="show">
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
    </TableList>
  );
}
