import { NumberField, TextField } from 'react-admin';
import { CountryField, TranslatedField } from '../../shared/fields.tsx';
import { RecordShow } from '../../shared/RecordShow.tsx';
import { personFields } from '../../shared/show-fields.tsx';

export function AuthorShow() {
  return (
    <RecordShow>
      {personFields}
      <TextField source="expertiseTitle" />
      <CountryField source="country" />
      <TranslatedField source="userVerificationStatus" prefix="afrimedia.status" />
      <NumberField source="publicationsCount" />
    </RecordShow>
  );
}
