import { DataTable, List, NumberField } from 'react-admin';
import { TranslatedField } from '../../shared/fields.tsx';

/** The video and podcast categories the spec fixes, with how much is published in each. */
export function CategoryList() {
  return (
    <List pagination={false} perPage={100} sort={{ field: 'slug', order: 'ASC' }} exporter={false}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="slug" />
        <DataTable.Col source="kind">
          <TranslatedField source="kind" prefix="afrimedia.content_types" />
        </DataTable.Col>
        <DataTable.Col source="path" disableSort />
        <DataTable.NumberCol source="publishedCount" field={NumberField} />
      </DataTable>
    </List>
  );
}
