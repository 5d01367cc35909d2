import { BooleanField, DataTable, NullableBooleanInput, SelectInput, TextInput } from 'react-admin';
import { DateField } from '../shared/DateField.tsx';
import { choicesOf } from '../shared/choices.ts';
import { text, translated, yesNo } from '../shared/csv.ts';
import { StatusField } from '../shared/fields.tsx';
import { CsvList } from '../shared/CsvList.tsx';
import { CONTENT_STATES } from './contents.ts';
import { sortBy } from '../shared/admin-api.ts';

const filters = [
  <TextInput key="q" source="q" alwaysOn />,
  <SelectInput key="state" source="state" choices={choicesOf('afrimedia.status', CONTENT_STATES)} />,
  <NullableBooleanInput key="hidden" source="hidden" />,
];

/** What is published, as the team reads it away from the console; the ids stay out. */
export const CONTENT_CSV = [
  text('title'),
  text('slug'),
  text('publicationSlug'),
  translated('state', 'afrimedia.status'),
  translated('lang', 'afrimedia.languages'),
  text('publishedAt'),
  yesNo('hidden'),
];

/** Articles, videos and podcasts list alike; the resource in context says which. */
export function ContentList() {
  return (
    <CsvList
      csv={CONTENT_CSV}
      filters={filters}
      sort={sortBy<'articles' | 'videos' | 'podcasts'>('publishedAt', 'DESC')}
    >
      <DataTable.Col source="title" />
      <DataTable.Col source="publicationSlug" disableSort />
      <DataTable.Col source="authorId" disableSort />
      <DataTable.Col source="state" field={StatusField} />
      <DataTable.Col source="lang" disableSort />
      <DataTable.Col source="publishedAt" field={DateField} />
      <DataTable.Col source="hidden" disableSort field={BooleanField} />
    </CsvList>
  );
}
