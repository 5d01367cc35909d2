import { TextField, TopToolbar } from 'react-admin';
import { DateField } from '../../shared/DateField.tsx';
import { ActionButton } from '../../actions/ActionButton.tsx';
import { StatusField, TranslatedField } from '../../shared/fields.tsx';
import { RecordShow } from '../../shared/RecordShow.tsx';
import { personFields } from '../../shared/show-fields.tsx';
import { DevicesField, KidsPinField, ProfilesField } from './household.tsx';
import { isActive } from './users.ts';

function Actions() {
  return (
    <TopToolbar>
      <ActionButton action="deactivate" withReason when={isActive} />
    </TopToolbar>
  );
}

export function UserShow() {
  return (
    <RecordShow actions={<Actions />}>
      <TextField source="id" />
      {personFields}
      <TranslatedField source="role" prefix="afrimedia.roles" />
      <StatusField source="userVerificationStatus" />
      <TextField source="lang" />
      <DateField source="createdAt" showTime />
      <DateField source="deactivatedAt" showTime />
      <ProfilesField source="profiles" />
      <KidsPinField source="kidsPinSet" />
      <DevicesField source="devices" />
    </RecordShow>
  );
}
