import type { WebMessageId } from '@afrimedia/i18n/web';
import type { InputHTMLAttributes } from 'react';
import { useT } from '../../i18n/use-t.ts';
import type { User } from '../../server/root-data.server.ts';
import type { CountryOption } from './countries.server.ts';
import { Field, fieldError, FormStatus, SelectField } from './form-parts.tsx';
import type { ProfileActionResult } from './profile-result.ts';
import { TabForm } from './TabForm.tsx';

const FIELDS = [
  'first_name',
  'last_name',
  'title',
  'birthdate',
  'phone',
  'mobile_phone',
  'country',
  'address',
  'zip_code',
] as const;

type FieldName = (typeof FIELDS)[number];

interface InputSpec extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  readonly name: FieldName;
  readonly label: WebMessageId;
}

/** The inputs the API gives back, shown with what the account holds. */
const SHOWN_AGAIN = [
  {
    name: 'first_name',
    label: 'profile.personal.firstName',
    autoComplete: 'given-name',
    dir: 'auto',
    maxLength: 100,
  },
  {
    name: 'last_name',
    label: 'profile.personal.lastName',
    autoComplete: 'family-name',
    dir: 'auto',
    maxLength: 100,
  },
  { name: 'phone', type: 'tel', label: 'profile.personal.phone', autoComplete: 'tel', dir: 'ltr' },
] as const satisfies readonly InputSpec[];

/** The inputs the API keeps without giving them back: always shown empty. */
const KEPT_UNSHOWN = [
  { name: 'birthdate', type: 'date', label: 'profile.personal.birthdate', autoComplete: 'bday' },
  {
    name: 'mobile_phone',
    type: 'tel',
    label: 'profile.personal.mobilePhone',
    autoComplete: 'tel',
    dir: 'ltr',
  },
  {
    name: 'address',
    label: 'profile.personal.address',
    autoComplete: 'street-address',
    dir: 'auto',
    maxLength: 300,
  },
  { name: 'zip_code', label: 'profile.personal.zip', autoComplete: 'postal-code', dir: 'ltr', maxLength: 20 },
] as const satisfies readonly InputSpec[];

/**
 * Spec §3 account form fields. The API gives back the names, the phone and the country; the other fields are
 * kept without being shown again, and an empty field leaves what was saved as it was.
 */
export function PersonalTab({
  user,
  countries,
  result,
}: {
  user: User;
  countries: readonly CountryOption[];
  result: ProfileActionResult | undefined;
}) {
  const t = useT();
  const error = (field: FieldName) => fieldError(result, 'personal', field);
  const input = ({ name, label, ...attributes }: InputSpec, defaultValue?: string) => (
    <Field
      key={name}
      name={name}
      label={t(label)}
      defaultValue={defaultValue}
      error={error(name)}
      {...attributes}
    />
  );
  return (
    <TabForm tab="personal" intent="personal" submit={t('profile.save')}>
      <FormStatus result={result} intent="personal" fields={FIELDS} />
      <SelectField name="title" label={t('profile.personal.title')} error={error('title')} defaultValue="">
        <option value="">{t('profile.personal.titleNone')}</option>
        <option value="Mr">{t('profile.personal.mr')}</option>
        <option value="Mrs">{t('profile.personal.mrs')}</option>
      </SelectField>
      {SHOWN_AGAIN.map((spec) => input(spec, user[spec.name] ?? ''))}
      <SelectField
        name="country"
        label={t('profile.personal.country')}
        autoComplete="country"
        defaultValue={user.country ?? ''}
        error={error('country')}
      >
        <option value="">{t('profile.personal.countryNone')}</option>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
      <fieldset className="stack">
        <legend>{t('profile.personal.more')}</legend>
        <p className="field-hint">{t('profile.personal.moreHint')}</p>
        {KEPT_UNSHOWN.map((spec) => input(spec))}
      </fieldset>
    </TabForm>
  );
}
