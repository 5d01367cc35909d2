import { DataTable, NumberField } from 'react-admin';
import { TableList } from '../../shared/TableList.tsx';
import { TranslatedField } from '../../shared/fields.tsx';
import { sortBy } from '../../shared/admin-api.ts';

/** The video and podcast categories the spec fixes, with how much is published in each. */
export function CategoryList() {
  return (
    <TableList pagination={false} perPage={100} sort={sortBy<'categories'>('slug', 'ASC')}>
      <DataTable.Col source="slug" />
      <DataTable.Col source="kind">
        <TranslatedField source="kind" prefix="afrimedia.content_types" />
      </DataTable.Col>
      <DataTable.Col source="path" disableSort />
      <DataTable.NumberCol source="publishedCount" field={NumberField} />
    </TableList>
  );
}
