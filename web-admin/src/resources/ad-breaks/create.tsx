import {
  Create,
  FileField,
  FileInput,
  maxLength,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { mediaKindChoices } from './ad-breaks.ts';

/**
 * A new house ad: its file goes up first, as the studio's media do, and the API refuses one that is not of the
 * ad's kind (a video ad plays before videos, an audio ad before podcast episodes).
 */
export function AdBreakCreate() {
  return (
    <Create redirect="show">
      <SimpleForm>
        <TextInput source="title" validate={[required(), maxLength(200)]} fullWidth />
        <SelectInput source="mediaKind" choices={mediaKindChoices} validate={required()} />
        <FileInput
          source="file"
          accept={{ 'video/*': [], 'audio/*': [] }}
          validate={required()}
          helperText="afrimedia.ad_breaks.file_help"
        >
          <FileField source="src" title="title" />
        </FileInput>
        <TextInput
          source="link"
          type="url"
          validate={maxLength(2000)}
          helperText="afrimedia.ad_breaks.link_help"
          fullWidth
        />
      </SimpleForm>
    </Create>
  );
}
