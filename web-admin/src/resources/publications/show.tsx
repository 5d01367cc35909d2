import { TextField } from 'react-admin';
import { DateField } from '../../shared/DateField.tsx';
import { ListTextField, TranslatedField } from '../../shared/fields.tsx';
import { RecordShow } from '../../shared/RecordShow.tsx';

export function PublicationShow() {
  return (
    <RecordShow>
      <TextField source="name" />
      <TextField source="slug" />
      <TextField source="ownerId" />
      <TranslatedField source="status" prefix="afrimedia.status" />
      <ListTextField source="topics" />
      <DateField source="createdAt" showTime />
    </RecordShow>
  );
}
