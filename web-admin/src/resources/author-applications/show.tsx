import { Show, SimpleShowLayout, TextField } from 'react-admin';
import { DateField } from '../../shared/DateField.tsx';
import { ApplicationActions } from '../../actions/ApplicationQueue.tsx';
import { CountryField, TranslatedField, WaitingField } from '../../shared/fields.tsx';
import { ApplicantPhoto } from './ApplicantPhoto.tsx';

export function AuthorApplicationShow() {
  return (
    <Show actions={<ApplicationActions />}>
      <SimpleShowLayout>
        <ApplicantPhoto source="photoUrl" />
        <TextField source="email" />
        <TextField source="firstName" />
        <TextField source="lastName" />
        <TextField source="expertiseTitle" />
        <TextField source="aboutMe" />
        <CountryField source="country" />
        <TranslatedField source="status" prefix="afrimedia.status" />
        <DateField source="submittedAt" showTime />
        <WaitingField source="waitingSeconds" />
        <DateField source="decidedAt" showTime />
        <TextField source="decidedBy" />
        <TextField source="reason" />
      </SimpleShowLayout>
    </Show>
  );
}
