import { BooleanField, DataTable, List, NullableBooleanInput, SelectInput, TextInput } from 'react-admin';
import { DateField } from '../shared/DateField.tsx';
import { choicesOf } from '../shared/choices.ts';
import { TranslatedField } from '../shared/fields.tsx';
import { CONTENT_STATES } from './contents.ts';

const filters = [
  <TextInput key="q" source="q" alwaysOn />,
  <SelectInput key="state" source="state" choices={choicesOf('afrimedia.status', CONTENT_STATES)} />,
  <NullableBooleanInput key="hidden" source="hidden" />,
];

/** Articles, videos and podcasts list alike; the resource in context says which. */
export function ContentList() {
  return (
    <List filters={filters} sort={{ field: 'publishedAt', order: 'DESC' }} exporter={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="title" />
        <DataTable.Col source="publicationSlug" disableSort />
        <DataTable.Col source="authorId" disableSort />
        <DataTable.Col source="state">
          <TranslatedField source="state" prefix="afrimedia.status" />
        </DataTable.Col>
        <DataTable.Col source="lang" disableSort />
        <DataTable.Col source="publishedAt" field={DateField} />
        <DataTable.Col source="hidden" disableSort field={BooleanField} />
      </DataTable>
    </List>
  );
}
