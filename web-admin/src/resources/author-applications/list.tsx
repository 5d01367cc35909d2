import { DataTable } from 'react-admin';
import { ApplicationQueue } from '../../actions/ApplicationQueue.tsx';

export const APPLICATION_STATUSES = ['waiting', 'validated', 'rejected'] as const;

/** Authors waiting validation, oldest first. */
export function AuthorApplicationList() {
  return (
    <ApplicationQueue statuses={APPLICATION_STATUSES}>
      <DataTable.Col source="email" />
      <DataTable.Col source="firstName" disableSort />
      <DataTable.Col source="lastName" disableSort />
      <DataTable.Col source="expertiseTitle" disableSort />
      <DataTable.Col source="country" disableSort />
    </ApplicationQueue>
  );
}
