import { DataTable, SelectInput, TextInput } from 'react-admin';
import { DateField } from '../../shared/DateField.tsx';
import { ActionButton } from '../../actions/ActionButton.tsx';
import { choicesOf } from '../../shared/choices.ts';
import { text, translated } from '../../shared/csv.ts';
import { StatusField, TranslatedField } from '../../shared/fields.tsx';
import { CsvList } from '../../shared/CsvList.tsx';
import { isActive, ROLES, VERIFICATION_STATUSES } from './users.ts';
import { sortBy } from '../../shared/admin-api.ts';

const filters = [
  <TextInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={choicesOf('afrimedia.roles', ROLES)} />,
  <SelectInput
    key="userVerificationStatus"
    source="userVerificationStatus"
    choices={choicesOf('afrimedia.status', VERIFICATION_STATUSES)}
  />,
];

/** Who uses the platform, as the team reads it away from the console; the ids stay out. */
export const USER_CSV = [
  text('email'),
  text('firstName'),
  text('lastName'),
  translated('role', 'afrimedia.roles'),
  translated('userVerificationStatus', 'afrimedia.status'),
  translated('lang', 'afrimedia.languages'),
  text('createdAt'),
  text('deactivatedAt'),
];

export function UserList() {
  return (
    <CsvList csv={USER_CSV} filters={filters} sort={sortBy<'users'>('createdAt', 'DESC')}>
      <DataTable.Col source="email" />
      <DataTable.Col source="firstName" disableSort />
      <DataTable.Col source="lastName" />
      <DataTable.Col source="role">
        <TranslatedField source="role" prefix="afrimedia.roles" />
      </DataTable.Col>
      <DataTable.Col source="userVerificationStatus" disableSort>
        <StatusField source="userVerificationStatus" />
      </DataTable.Col>
      <DataTable.Col source="lang" disableSort />
      <DataTable.Col source="createdAt" field={DateField} />
      <DataTable.Col source="deactivatedAt" disableSort field={DateField} />
      <DataTable.Col disableSort>
        <ActionButton action="deactivate" withReason when={isActive} />
      </DataTable.Col>
    </CsvList>
  );
}
