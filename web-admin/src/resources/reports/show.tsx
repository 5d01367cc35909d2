import { Show, SimpleShowLayout, TextField, TopToolbar, UrlField } from 'react-admin';
import { DateField } from '../../shared/DateField.tsx';
import { ActionButton } from '../../actions/ActionButton.tsx';
import { isOpen } from '../../actions/when.ts';
import { TranslatedField, WaitingField } from '../../shared/fields.tsx';

function Actions() {
  return (
    <TopToolbar>
      <ActionButton action="hide" when={isOpen} />
      <ActionButton action="dismiss" when={isOpen} />
    </TopToolbar>
  );
}

export function ReportShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="title" />
        <UrlField source="link" target="_blank" rel="noopener" />
        <TextField source="comment" />
        <TextField source="contentId" />
        <TextField source="readerId" />
        <TranslatedField source="status" prefix="afrimedia.status" />
        <DateField source="reportedAt" showTime />
        <WaitingField source="waitingSeconds" />
      </SimpleShowLayout>
    </Show>
  );
}
