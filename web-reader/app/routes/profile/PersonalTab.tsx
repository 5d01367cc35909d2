import { Form } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import type { User } from '../../server/root-data.server.ts';
import type { CountryOption } from './countries.server.ts';
import { Field, fieldError, FormStatus, SelectField } from './form-parts.tsx';
import type { ProfileActionResult } from './profile-result.ts';
import { tabPath } from './tabs.ts';

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
  const error = (field: (typeof FIELDS)[number]) => fieldError(result, 'personal', field);
  return (
    <Form method="post" action={tabPath('personal')} className="stack">
      <input type="hidden" name="intent" value="personal" />
      <FormStatus result={result} intent="personal" fields={FIELDS} />
      <SelectField name="title" label={t('profile.personal.title')} error={error('title')} defaultValue="">
        <option value="">{t('profile.personal.titleNone')}</option>
        <option value="Mr">{t('profile.personal.mr')}</option>
        <option value="Mrs">{t('profile.personal.mrs')}</option>
      </SelectField>
      <Field
        name="first_name"
        label={t('profile.personal.firstName')}
        autoComplete="given-name"
        dir="auto"
        maxLength={100}
        defaultValue={user.first_name ?? ''}
        error={error('first_name')}
      />
      <Field
        name="last_name"
        label={t('profile.personal.lastName')}
        autoComplete="family-name"
        dir="auto"
        maxLength={100}
        defaultValue={user.last_name ?? ''}
        error={error('last_name')}
      />
      <Field
        name="phone"
        type="tel"
        label={t('profile.personal.phone')}
        autoComplete="tel"
        dir="ltr"
        defaultValue={user.phone ?? ''}
        error={error('phone')}
      />
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
        <Field
          name="birthdate"
          type="date"
          label={t('profile.personal.birthdate')}
          autoComplete="bday"
          error={error('birthdate')}
        />
        <Field
          name="mobile_phone"
          type="tel"
          label={t('profile.personal.mobilePhone')}
          autoComplete="tel"
          dir="ltr"
          error={error('mobile_phone')}
        />
        <Field
          name="address"
          label={t('profile.personal.address')}
          autoComplete="street-address"
          dir="auto"
          maxLength={300}
          error={error('address')}
        />
        <Field
          name="zip_code"
          label={t('profile.personal.zip')}
          autoComplete="postal-code"
          dir="ltr"
          maxLength={20}
          error={error('zip_code')}
        />
      </fieldset>
      <p>
        <button type="submit" className="button">
          {t('profile.save')}
        </button>
      </p>
    </Form>
  );
}
