import { DataTable, SelectInput, TextInput } from 'react-admin';
import { TableList } from '../../shared/TableList.tsx';
import { DateField } from '../../shared/DateField.tsx';
import { choicesOf } from '../../shared/choices.ts';
import { ListTextField, StatusField } from '../../shared/fields.tsx';
import { PUBLICATION_STATUSES } from '../publication-applications/list.tsx';
import { sortBy } from '../../shared/admin-api.ts';

const filters = [
  <TextInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={choicesOf('afrimedia.status', PUBLICATION_STATUSES)} />,
];

export function PublicationList() {
  return (
    <TableList filters={filters} sort={sortBy<'publications'>('createdAt', 'DESC')} rowClick="show">
      <DataTable.Col source="name" />
      <DataTable.Col source="slug" />
      <DataTable.Col source="ownerId" disableSort />
      <DataTable.Col source="status" field={StatusField} />
      <DataTable.Col source="topics" disableSort>
        <ListTextField source="topics" />
      </DataTable.Col>
      <DataTable.Col source="createdAt" field={DateField} />
    </TableList>
  );
}
