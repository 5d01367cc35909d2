import { Show, TabbedShowLayout, TextField } from 'react-admin';
import { DateField } from '../../shared/DateField.tsx';
import { LANGUAGES } from '../../shared/choices.ts';
import { TranslatedField } from '../../shared/fields.tsx';

export function LegalVersionShow() {
  return (
    <Show>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="resources.legal-versions.fields.kind">
          <TranslatedField source="kind" prefix="afrimedia.legal_kinds" />
          <DateField source="publishedAt" showTime />
          <DateField source="effectiveAt" showTime />
        </TabbedShowLayout.Tab>
        {LANGUAGES.map((language) => (
          <TabbedShowLayout.Tab key={language} label={`afrimedia.languages.${language}`}>
            <TextField source={`body.${language}`} label="resources.legal-versions.fields.body" />
          </TabbedShowLayout.Tab>
        ))}
      </TabbedShowLayout>
    </Show>
  );
}
