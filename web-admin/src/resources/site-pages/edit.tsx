import { Edit, TabbedForm, TextInput } from 'react-admin';
import { LANGUAGES } from '../../shared/choices.ts';
import { SaveOnlyToolbar } from '../../shared/SaveOnlyToolbar.tsx';

/** A static page's title and text, one tab per language. */
export function SitePageEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <TabbedForm toolbar={<SaveOnlyToolbar />}>
        {LANGUAGES.map((language) => (
          <TabbedForm.Tab key={language} label={`afrimedia.languages.${language}`}>
            <TextInput source={`title.${language}`} label="resources.site-pages.fields.title" fullWidth />
            <TextInput
              source={`body.${language}`}
              label="resources.site-pages.fields.body"
              multiline
              minRows={10}
              fullWidth
            />
          </TabbedForm.Tab>
        ))}
      </TabbedForm>
    </Edit>
  );
}
