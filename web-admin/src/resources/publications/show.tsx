import { TextField } from 'react-admin';
import { DateField } from '../../shared/DateField.tsx';
import { ListTextField, StatusField } from '../../shared/fields.tsx';
import { RecordShow } from '../../shared/RecordShow.tsx';

export function PublicationShow() {
  return (
    <RecordShow>
      <TextField source="name" />
      <TextField source="slug" />
      <TextField source="ownerId" />
      <StatusField source="status" />
      <ListTextField source="topics" />
      <DateField source="createdAt" showTime />
    </RecordShow>
  );
}
