import { TextField } from 'react-admin';
import { ApplicationActions } from '../../actions/ApplicationQueue.tsx';
import { CountryField } from '../../shared/fields.tsx';
import { RecordShow } from '../../shared/RecordShow.tsx';
import { applicationDecisionFields, personFields } from '../../shared/show-fields.tsx';
import { ApplicantPhoto } from './ApplicantPhoto.tsx';

export function AuthorApplicationShow() {
  return (
    <RecordShow actions={<ApplicationActions />}>
      <ApplicantPhoto source="photoUrl" />
      {personFields}
      <TextField source="expertiseTitle" />
      <TextField source="aboutMe" />
      <CountryField source="country" />
      {applicationDecisionFields}
    </RecordShow>
  );
}
