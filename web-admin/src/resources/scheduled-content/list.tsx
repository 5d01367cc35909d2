import { DataTable, List } from 'react-admin';
import { DateTimeField } from '../../shared/DateField.tsx';
import { TranslatedField } from '../../shared/fields.tsx';
import { sortBy } from '../../shared/admin-api.ts';

/** Content set to publish later, soonest first. */
export function ScheduledContentList() {
  return (
    <List sort={sortBy<'scheduled-content'>('scheduledAt', 'ASC')} exporter={false}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="type">
          <TranslatedField source="type" prefix="afrimedia.content_types" />
        </DataTable.Col>
        <DataTable.Col source="title" />
        <DataTable.Col source="publicationSlug" disableSort />
        <DataTable.Col source="authorId" disableSort />
        <DataTable.Col source="scheduledAt" field={DateTimeField} />
      </DataTable>
    </List>
  );
}
