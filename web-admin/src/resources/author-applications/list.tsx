import type { AdminAuthorApplicationRecord } from '@afrimedia/contracts';
import { DataTable, SimpleList, type RaRecord } from 'react-admin';
import { ApplicationQueue } from '../../actions/ApplicationQueue.tsx';
import { APPLICATION_DECISION_CSV } from '../../actions/application-csv.ts';
import { country, text } from '../../shared/csv.ts';
import { CountryField, WaitingField } from '../../shared/fields.tsx';

export const APPLICATION_STATUSES = [
  'waiting',
  'validated',
  'rejected',
] as const satisfies readonly AdminAuthorApplicationRecord['status'][];

/** What the platform team reads of an applicant away from the console; the ids stay out. */
export const AUTHOR_APPLICATION_CSV = [
  text('email'),
  text('firstName'),
  text('lastName'),
  text('expertiseTitle'),
  text('aboutMe'),
  country('country'),
  ...APPLICATION_DECISION_CSV,
];

const fullName = (
  record: RaRecord & Pick<AdminAuthorApplicationRecord, 'firstName' | 'lastName' | 'email'>,
) => [record.firstName, record.lastName].filter(Boolean).join(' ') || String(record.email ?? '');

/** Authors waiting validation, oldest first. */
export function AuthorApplicationList() {
  return (
    <ApplicationQueue
      statuses={APPLICATION_STATUSES}
      csv={AUTHOR_APPLICATION_CSV}
      compact={
        <SimpleList
          rowClick="show"
          primaryText={fullName}
          secondaryText={(record) => record.expertiseTitle}
          tertiaryText={() => <WaitingField source="waitingSeconds" />}
        />
      }
    >
      <DataTable.Col source="email" />
      <DataTable.Col source="firstName" disableSort />
      <DataTable.Col source="lastName" disableSort />
      <DataTable.Col source="expertiseTitle" disableSort />
      <DataTable.Col source="country" disableSort>
        <CountryField source="country" />
      </DataTable.Col>
    </ApplicationQueue>
  );
}
