import { Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { DateField } from '../../shared/DateField.tsx';
import { ActionButton } from '../../actions/ActionButton.tsx';
import { isWaiting } from '../../actions/when.ts';
import { TranslatedField, WaitingField } from '../../shared/fields.tsx';

function Actions() {
  return (
    <TopToolbar>
      <ActionButton action="approve" when={isWaiting} />
      <ActionButton action="reject" withReason when={isWaiting} />
    </TopToolbar>
  );
}

export function AuthorApplicationShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="email" />
        <TextField source="firstName" />
        <TextField source="lastName" />
        <TextField source="expertiseTitle" />
        <TextField source="aboutMe" />
        <TextField source="country" />
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
