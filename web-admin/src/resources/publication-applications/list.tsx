import type { AdminPublicationApplicationRecord } from '@afrimedia/contracts';
import { DataTable, SimpleList } from 'react-admin';
import { ApplicationQueue } from '../../actions/ApplicationQueue.tsx';
import { APPLICATION_DECISION_CSV } from '../../actions/application-csv.ts';
import { text } from '../../shared/csv.ts';
import { ListTextField, WaitingField } from '../../shared/fields.tsx';

export const PUBLICATION_STATUSES = [
  'draft',
  'waiting',
  'validated',
  'rejected',
  'archived',
] as const satisfies readonly AdminPublicationApplicationRecord['status'][];

/** What the platform team reads of a publication away from the console; the ids stay out. */
export const PUBLICATION_APPLICATION_CSV = [
  text('name'),
  text('slug'),
  text('ownerEmail'),
  text('description'),
  text('topics'),
  ...APPLICATION_DECISION_CSV,
];

/** Publications waiting validation, oldest first. */
export function PublicationApplicationList() {
  return (
    <ApplicationQueue
      statuses={PUBLICATION_STATUSES}
      csv={PUBLICATION_APPLICATION_CSV}
      compact={
        <SimpleList
          rowClick="show"
          primaryText={(record) => record.name}
          secondaryText={(record) => record.ownerEmail}
          tertiaryText={() => <WaitingField source="waitingSeconds" />}
        />
      }
    >
      <DataTable.Col source="name" />
      <DataTable.Col source="ownerEmail" disableSort />
      <DataTable.Col source="topics" disableSort>
        <ListTextField source="topics" />
      </DataTable.Col>
    </ApplicationQueue>
  );
}
