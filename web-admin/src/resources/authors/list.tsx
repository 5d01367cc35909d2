import { DataTable, List, NumberField } from 'react-admin';
import { TranslatedField } from '../../shared/fields.tsx';

export function AuthorList() {
  return (
    <List sort={{ field: 'lastName', order: 'ASC' }} exporter={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="email" />
        <DataTable.Col source="firstName" />
        <DataTable.Col source="lastName" />
        <DataTable.Col source="expertiseTitle" />
        <DataTable.Col source="country" />
        <DataTable.Col source="userVerificationStatus">
          <TranslatedField source="userVerificationStatus" prefix="afrimedia.status" />
        </DataTable.Col>
        <DataTable.NumberCol source="publicationsCount" field={NumberField} />
      </DataTable>
    </List>
  );
}
