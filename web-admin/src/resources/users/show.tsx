import { Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { DateField } from '../../shared/DateField.tsx';
import { ActionButton } from '../../actions/ActionButton.tsx';
import { TranslatedField } from '../../shared/fields.tsx';
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
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="email" />
        <TextField source="firstName" />
        <TextField source="lastName" />
        <TranslatedField source="role" prefix="afrimedia.roles" />
        <TranslatedField source="userVerificationStatus" prefix="afrimedia.status" />
        <TextField source="lang" />
        <DateField source="createdAt" showTime />
        <DateField source="deactivatedAt" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
