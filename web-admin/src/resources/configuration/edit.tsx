import type { AdminConfigurationRecord } from '@afrimedia/contracts';
import {
  BooleanInput,
  CheckboxGroupInput,
  Edit,
  PasswordInput,
  SelectInput,
  SimpleForm,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Typography } from '@mui/material';
import { choicesOf, languageChoices } from '../../shared/choices.ts';
import { SaveOnlyToolbar } from '../../shared/SaveOnlyToolbar.tsx';

/** An emptied field sends '' (keep the password), never null (which would take the wall down). */
const keepAsTyped = (value: string) => value;

/** Taking the wall down is its own choice: the form sends the password as null, which the API reads as "none". */
function withWallChoice({ removeSitePassword, ...data }: Record<string, unknown>) {
  return removeSitePassword === true ? { ...data, sitePassword: null } : data;
}

const APP_ACCESS = [
  'authentication',
  'subscription',
  'free',
  'freemium',
] as const satisfies readonly AdminConfigurationRecord['appAccess'][];

function SitePasswordState() {
  const record = useRecordContext<AdminConfigurationRecord>();
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate(record?.sitePasswordSet ? 'afrimedia.site_password.set' : 'afrimedia.site_password.unset')}
    </Typography>
  );
}

/**
 * The site's one configuration record. The password is write-only: the API says only whether one is set, and an
 * empty field keeps it.
 */
export function ConfigurationEdit() {
  return (
    <Edit id="site" redirect={false} mutationMode="pessimistic" transform={withWallChoice}>
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <SelectInput
          source="appAccess"
          choices={choicesOf('afrimedia.app_access', APP_ACCESS)}
          validate={required()}
        />
        <CheckboxGroupInput source="availableLanguages" choices={languageChoices} validate={required()} />
        <SelectInput source="defaultLanguage" choices={languageChoices} validate={required()} />
        <SitePasswordState />
        <PasswordInput
          source="sitePassword"
          helperText="afrimedia.site_password.help"
          autoComplete="new-password"
          parse={keepAsTyped}
        />
        <BooleanInput source="removeSitePassword" defaultValue={false} />
      </SimpleForm>
    </Edit>
  );
}
