import { BooleanInput, DateTimeInput, SimpleForm, TextInput, required } from 'react-admin';
import { LANGUAGES } from '../../shared/choices.ts';
import { SaveOnlyToolbar } from '../../shared/SaveOnlyToolbar.tsx';

const instant = (value: string | null) => (value ? new Date(value).toISOString() : null);

/** What /events and /epg show of an agenda event: a title in at least one language, its dates and place. */
export function AgendaForm() {
  return (
    <SimpleForm toolbar={<SaveOnlyToolbar />}>
      <TextInput source="slug" validate={required()} />
      {LANGUAGES.map((language) => (
        <TextInput
          key={language}
          source={`title.${language}`}
          label={`afrimedia.title_in.${language}`}
          fullWidth
        />
      ))}
      <TextInput source="categorySlug" validate={required()} />
      <DateTimeInput source="startsAt" parse={instant} validate={required()} />
      <DateTimeInput source="endsAt" parse={instant} validate={required()} />
      <TextInput source="place" />
      <BooleanInput source="online" />
      <TextInput source="country" />
    </SimpleForm>
  );
}
