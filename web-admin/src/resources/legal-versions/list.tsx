import { DataTable, List } from 'react-admin';
import { DateField } from '../../shared/DateField.tsx';
import { TranslatedField } from '../../shared/fields.tsx';
import { sortBy } from '../../shared/admin-api.ts';

export function LegalVersionList() {
  return (
    <List sort={sortBy<'legal-versions'>('publishedAt', 'DESC')} exporter={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="kind">
          <TranslatedField source="kind" prefix="afrimedia.legal_kinds" />
        </DataTable.Col>
        <DataTable.Col source="publishedAt" field={DateField} />
        <DataTable.Col source="effectiveAt" field={DateField} />
      </DataTable>
    </List>
  );
}
