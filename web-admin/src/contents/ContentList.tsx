import { BooleanField, DataTable, DateField, List, SelectInput, TextInput } from 'react-admin';
import { choicesOf } from '../shared/choices.ts';
import { TranslatedField } from '../shared/fields.tsx';
import { CONTENT_STATES } from './contents.ts';

const filters = [
  <TextInput key="q" source="q" alwaysOn />,
  <SelectInput key="state" source="state" choices={choicesOf('afrimedia.status', CONTENT_STATES)} />,
];

/** Articles, videos and podcasts list alike; the resource in context says which. */
export function ContentList() {
  return (
    <List filters={filters} sort={{ field: 'publishedAt', order: 'DESC' }} exporter={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="title" />
        <DataTable.Col source="publicationSlug" />
        <DataTable.Col source="authorId" />
        <DataTable.Col source="state">
          <TranslatedField source="state" prefix="afrimedia.status" />
        </DataTable.Col>
        <DataTable.Col source="lang" />
        <DataTable.Col source="publishedAt" field={DateField} />
        <DataTable.Col source="hidden" field={BooleanField} />
      </DataTable>
    </List>
  );
}
