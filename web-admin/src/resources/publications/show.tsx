import { Show, SimpleShowLayout, TextField } from 'react-admin';
import { DateField } from '../../shared/DateField.tsx';
import { ListTextField, TranslatedField } from '../../shared/fields.tsx';

export function PublicationShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="slug" />
        <TextField source="ownerId" />
        <TranslatedField source="status" prefix="afrimedia.status" />
        <ListTextField source="topics" />
        <DateField source="createdAt" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
