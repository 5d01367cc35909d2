import type { ReactNode } from 'react';
import { BooleanField, TextField } from 'react-admin';
import { DateField } from '../shared/DateField.tsx';
import { StatusField } from '../shared/fields.tsx';
import { RecordShow } from '../shared/RecordShow.tsx';

export function ContentShow({ children }: { children?: ReactNode }) {
  return (
    <RecordShow>
      <TextField source="title" />
      <TextField source="slug" />
      <TextField source="publicationSlug" />
      <TextField source="authorId" />
      <StatusField source="state" />
      <TextField source="lang" />
      <DateField source="publishedAt" showTime />
      <BooleanField source="hidden" />
      {children}
    </RecordShow>
  );
}
