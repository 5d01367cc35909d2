import { Create, DateTimeInput, SelectInput, SimpleForm, TextInput, required } from 'react-admin';
import { LANGUAGES } from '../../shared/choices.ts';
import { legalKindChoices } from './legal.ts';

const instant = (value: string | null) => (value ? new Date(value).toISOString() : null);

/** A new version of the terms or the privacy policy; the API refuses one taking effect within 15 days. */
export function LegalVersionCreate() {
  return (
    <Create redirect="show">
      <SimpleForm>
        <SelectInput source="kind" choices={legalKindChoices} validate={required()} />
        <DateTimeInput
          source="effectiveAt"
          parse={instant}
          validate={required()}
          helperText="afrimedia.legal.effective_help"
        />
        {LANGUAGES.map((language) => (
          <TextInput
            key={language}
            source={`body.${language}`}
            label={`afrimedia.text_in.${language}`}
            multiline
            minRows={6}
            fullWidth
          />
        ))}
      </SimpleForm>
    </Create>
  );
}
