import { DataTable } from 'react-admin';
import { TableList } from '../../shared/TableList.tsx';
import { DateField } from '../../shared/DateField.tsx';
import { TranslatedField } from '../../shared/fields.tsx';
import { sortBy } from '../../shared/admin-api.ts';

export function LegalVersionList() {
  return (
    <TableList sort={sortBy<'legal-versions'>('publishedAt', 'DESC')} rowClick="show">
      <DataTable.Col source="kind">
        <TranslatedField source="kind" prefix="afrimedia.legal_kinds" />
      </DataTable.Col>
      <DataTable.Col source="publishedAt" field={DateField} />
      <DataTable.Col source="effectiveAt" field={DateField} />
    </TableList>
  );
}
