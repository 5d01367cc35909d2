import type { ReactNode } from 'react';
import { BooleanField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { DateField } from '../shared/DateField.tsx';
import { TranslatedField } from '../shared/fields.tsx';

export function ContentShow({ children }: { children?: ReactNode }) {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="title" />
        <TextField source="slug" />
        <TextField source="publicationSlug" />
        <TextField source="authorId" />
        <TranslatedField source="state" prefix="afrimedia.status" />
        <TextField source="lang" />
        <DateField source="publishedAt" showTime />
        <BooleanField source="hidden" />
        {children}
      </SimpleShowLayout>
    </Show>
  );
}
