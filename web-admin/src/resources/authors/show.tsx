import { NumberField, TextField } from 'react-admin';
import { CountryField, StatusField } from '../../shared/fields.tsx';
import { RecordShow } from '../../shared/RecordShow.tsx';
import { personFields } from '../../shared/show-fields.tsx';

export function AuthorShow() {
  return (
    <RecordShow>
      {personFields}
      <TextField source="expertiseTitle" />
      <CountryField source="country" />
      <StatusField source="userVerificationStatus" />
      <NumberField source="publicationsCount" />
    </RecordShow>
  );
}
