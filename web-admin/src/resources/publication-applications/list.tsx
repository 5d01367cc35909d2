import { DataTable } from 'react-admin';
import { ApplicationQueue } from '../../actions/ApplicationQueue.tsx';
import { ListTextField } from '../../shared/fields.tsx';

export const PUBLICATION_STATUSES = ['draft', 'waiting', 'validated', 'rejected', 'archived'] as const;

/** Publications waiting validation, oldest first. */
export function PublicationApplicationList() {
  return (
    <ApplicationQueue statuses={PUBLICATION_STATUSES}>
      <DataTable.Col source="name" />
      <DataTable.Col source="ownerEmail" disableSort />
      <DataTable.Col source="topics" disableSort>
        <ListTextField source="topics" />
      </DataTable.Col>
    </ApplicationQueue>
  );
}
