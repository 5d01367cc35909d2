import { TextField, TopToolbar, UrlField } from 'react-admin';
import { DateField } from '../../shared/DateField.tsx';
import { ActionButton } from '../../actions/ActionButton.tsx';
import { isOpen } from '../../actions/when.ts';
import { StatusField, WaitingField } from '../../shared/fields.tsx';
import { RecordShow } from '../../shared/RecordShow.tsx';

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
    <RecordShow actions={<Actions />}>
      <TextField source="title" />
      <UrlField source="link" target="_blank" rel="noopener" />
      <TextField source="comment" />
      <TextField source="contentId" />
      <TextField source="readerId" />
      <StatusField source="status" />
      <DateField source="reportedAt" showTime />
      <WaitingField source="waitingSeconds" />
    </RecordShow>
  );
}
