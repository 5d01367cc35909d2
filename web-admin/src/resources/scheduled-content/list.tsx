import { DataTable } from 'react-admin';
import { TableList } from '../../shared/TableList.tsx';
import { DateTimeField } from '../../shared/DateField.tsx';
import { TranslatedField } from '../../shared/fields.tsx';
import { sortBy } from '../../shared/admin-api.ts';

/** Content set to publish later, soonest first. */
export function ScheduledContentList() {
  return (
    <TableList sort={sortBy<'scheduled-content'>('scheduledAt', 'ASC')}>
      <DataTable.Col source="type">
        <TranslatedField source="type" prefix="afrimedia.content_types" />
      </DataTable.Col>
      <DataTable.Col source="title" />
      <DataTable.Col source="publicationSlug" disableSort />
      <DataTable.Col source="authorId" disableSort />
      <DataTable.Col source="scheduledAt" field={DateTimeField} />
    </TableList>
  );
}
