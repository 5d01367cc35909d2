import type { AdminUserDevice, AdminUserProfile } from '@afrimedia/contracts';
import { Chip, Stack, Typography } from '@mui/material';
import { ArrayField, DataTable, FunctionField, useTranslate } from 'react-admin';
import { DateTimeField } from '../../shared/DateField.tsx';
import { CountryField, TranslatedField } from '../../shared/fields.tsx';

/*
 * What the console shows of a person's household and sign-ins. Each is a field of the person's record, so the
 * show page's layout labels it like the others.
 */

function Empty({ text }: { text: string }) {
  const translate = useTranslate();
  return <Typography variant="body2">{translate(text)}</Typography>;
}

/** The viewing profiles of the account, the main one first and marked. */
export function ProfilesField({ source }: { source: 'profiles' }) {
  const translate = useTranslate();
  return (
    <ArrayField source={source}>
      <DataTable
        rowClick={false}
        bulkActionButtons={false}
        empty={<Empty text="afrimedia.people.no_profiles" />}
      >
        <DataTable.Col<AdminUserProfile>
          source="name"
          render={(profile) => (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <span>{profile.name}</span>
              {profile.isDefault && <Chip size="small" label={translate('afrimedia.people.main_profile')} />}
            </Stack>
          )}
        />
        <DataTable.Col<AdminUserProfile>
          source="kids"
          render={(profile) => translate(profile.kids ? 'ra.boolean.true' : 'ra.boolean.false')}
        />
        <DataTable.Col<AdminUserProfile>
          source="ageLimit"
          render={(profile) => translate(`afrimedia.age_limits.${profile.ageLimit ?? 'none'}`)}
        />
        <DataTable.Col source="lang">
          <TranslatedField source="lang" prefix="afrimedia.languages" />
        </DataTable.Col>
      </DataTable>
    </ArrayField>
  );
}

/** Whether the account has set the PIN that keeps its kids profiles closed: the API sends nothing more of it. */
export function KidsPinField({ source }: { source: 'kidsPinSet' }) {
  const translate = useTranslate();
  return (
    <FunctionField<{ kidsPinSet: boolean }>
      source={source}
      render={(record) => translate(`afrimedia.people.${record.kidsPinSet ? 'pin_set' : 'pin_not_set'}`)}
    />
  );
}

/** Browser · system, whichever of them the user agent named. */
function deviceName(device: AdminUserDevice): string | undefined {
  const named = [device.browser, device.system].filter((name) => name !== null);
  return named.length > 0 ? named.join(' · ') : undefined;
}

/** The browsers the person signed in on, the most recently seen first, those signed out since included. */
export function DevicesField({ source }: { source: 'devices' }) {
  const translate = useTranslate();
  return (
    <ArrayField source={source}>
      <DataTable
        rowClick={false}
        bulkActionButtons={false}
        empty={<Empty text="afrimedia.people.no_devices" />}
      >
        <DataTable.Col<AdminUserDevice>
          source="device"
          render={(device) => deviceName(device) ?? translate('afrimedia.people.unknown_device')}
        />
        <DataTable.Col source="country" field={CountryField} />
        <DataTable.Col source="firstSeenAt" field={DateTimeField} />
        <DataTable.Col source="lastSeenAt" field={DateTimeField} />
        <DataTable.Col<AdminUserDevice>
          source="signedIn"
          render={(device) => translate(`afrimedia.people.${device.signedIn ? 'signed_in' : 'signed_out'}`)}
        />
      </DataTable>
    </ArrayField>
  );
}
