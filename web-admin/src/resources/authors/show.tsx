import { NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { CountryField, TranslatedField } from '../../shared/fields.tsx';

export function AuthorShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="email" />
        <TextField source="firstName" />
        <TextField source="lastName" />
        <TextField source="expertiseTitle" />
        <CountryField source="country" />
        <TranslatedField source="userVerificationStatus" prefix="afrimedia.status" />
        <NumberField source="publicationsCount" />
      </SimpleShowLayout>
    </Show>
  );
}
