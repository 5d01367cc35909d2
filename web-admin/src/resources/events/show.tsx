import { TextField } from 'react-admin';
import { DateField } from '../../shared/DateField.tsx';
import { JsonField } from '../../shared/fields.tsx';
import { RecordShow } from '../../shared/RecordShow.tsx';

/** An event's data and metadata; personal fields come only while the person's key exists. */
export function EventShow() {
  return (
    <RecordShow>
      <TextField source="position" />
      <TextField source="type" />
      <TextField source="streamId" />
      <DateField source="recordedAt" showTime />
      <JsonField source="data" />
      <JsonField source="metadata" />
    </RecordShow>
  );
}
