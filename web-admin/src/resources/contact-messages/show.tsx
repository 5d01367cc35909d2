import { EmailField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { DateField } from '../../shared/DateField.tsx';

export function ContactMessageShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <DateField source="receivedAt" showTime />
        <TextField source="name" />
        <EmailField source="email" />
        <TextField source="subject" />
        <TextField source="language" />
        <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
      </SimpleShowLayout>
    </Show>
  );
}
