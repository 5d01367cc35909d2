import { EmailField, TextField } from 'react-admin';
import { DateField } from '../../shared/DateField.tsx';
import { RecordShow } from '../../shared/RecordShow.tsx';

export function ContactMessageShow() {
  return (
    <RecordShow>
      <DateField source="receivedAt" showTime />
      <TextField source="name" />
      <EmailField source="email" />
      <TextField source="subject" />
      <TextField source="language" />
      <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
    </RecordShow>
  );
}
