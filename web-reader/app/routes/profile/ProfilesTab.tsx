import { MATURITY_RATINGS } from '@afrimedia/domain/maturity';
import { Form, Link, useSearchParams } from 'react-router';
import { useErrorText, useT, useTextOf } from '../../i18n/use-t.ts';
import { useRoot } from '../../layout/use-root.ts';
import type { User } from '../../server/root-data.server.ts';
import { ProfileAvatar, type HouseholdProfile } from '../profiles/ProfileAvatar.tsx';
import { Field, fieldError, FormStatus, SavedNote, SelectField, SubmitRow } from './form-parts.tsx';
import type { Intent, ProfileActionResult } from './profile-result.ts';
import type { HouseholdRules } from './profiles-data.server.ts';
import { TabForm } from './TabForm.tsx';
import { tabPath } from './tabs.ts';

type Result = ProfileActionResult | undefined;

const editPath = (id: string) => `${tabPath('profiles')}&edit=${encodeURIComponent(id)}`;
/** The edit form's heading: an edit link scrolls to it, below the list on a phone. */
const EDIT_TITLE = 'profiles-edit-title';

/** A profile's age limit in words: `null` is none, `no-age-restriction` the strictest (all-ages contents only). */
function useLimitText() {
  const t = useT();
  return (limit: HouseholdProfile['age_limit']) => t(`profiles.limit.${limit ?? 'none'}`);
}

/**
 * The account's viewing profiles (spec §2 older screens, §3 `profiles`): the list, one profile's form at a time
 * (`edit` in the address, so it opens without scripts), the form adding one while the account has room, and the
 * kids PIN. Switching profile is the picker's (/profiles), where leaving a kids profile asks for that PIN.
 */
export function ProfilesTab({ user, rules, result }: { user: User; rules: HouseholdRules; result: Result }) {
  const t = useT();
  const [search] = useSearchParams();
  const editing = user.profiles.find((profile) => profile.id === search.get('edit'));
  return (
    <div className="stack">
      <p>{t('profiles.tab.intro')}</p>
      <Outcome result={result} intent="remove-profile" done={t('profiles.remove.done')} />
      <ProfileList user={user} />
      <p>
        <Link to="/profiles">{t('profiles.switch')}</Link>
      </p>
      {editing ? (
        <EditProfile profile={editing} rules={rules} result={result} />
      ) : (
        <AddProfile user={user} rules={rules} result={result} />
      )}
      <PinForm result={result} />
    </div>
  );
}

function ProfileList({ user }: { user: User }) {
  const t = useT();
  const limitText = useLimitText();
  return (
    <ul className="household" aria-label={t('profiles.tab.list')}>
      {user.profiles.map((profile) => (
        <li key={profile.id} className="household__profile">
          <ProfileAvatar profile={profile} />
          <span className="household__text">
            <span className="household__name" dir="auto">
              {profile.name}
            </span>
            <span className="household__details">
              {profile.kids ? <span className="profile-badge">{t('profiles.kids')}</span> : null}
              {profile.is_default ? <span>{t('profiles.default')}</span> : null}
              {profile.id === user.profile ? (
                <span className="household__current">{t('profiles.picker.current')}</span>
              ) : null}
              <span>{limitText(profile.age_limit)}</span>
            </span>
          </span>
          <Link
            to={`${editPath(profile.id)}#${EDIT_TITLE}`}
            className="button button--small button--quiet"
            aria-label={t('profiles.tab.editLabel', { name: profile.name })}
          >
            {t('profiles.tab.edit')}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * What became of the form `intent`: `done` once saved, else the refusal (next to its field when it names one of
 * `fields`). A kids profile refused for want of a PIN says what to do rather than that the state forbids it.
 */
function Outcome({
  result,
  intent,
  done,
  fields = [],
}: {
  result: Result;
  intent: Intent;
  done: string;
  fields?: readonly string[];
}) {
  const t = useT();
  if (!result || result.intent !== intent) return null;
  if ('saved' in result) return <SavedNote>{done}</SavedNote>;
  if (result.error.code === 'INVALID_STATE_TRANSITION' && result.error.field === 'pin')
    return (
      <p className="form-status field-error" role="alert">
        {t('profiles.add.needsPin')}
      </p>
    );
  return <FormStatus result={result} intent={intent} fields={fields} />;
}

const PROFILE_FIELDS = ['name', 'colour', 'language', 'age_limit'] as const;

function ColourChoice({ rules, chosen, error }: { rules: HouseholdRules; chosen?: string; error?: string }) {
  const t = useT();
  const errorText = useErrorText();
  const colourName = useTextOf('profiles.colour.');
  return (
    <fieldset className="colour-choice">
      <legend>{t('profiles.field.colour')}</legend>
      <span className="colour-choice__options">
        {rules.colours.map((colour) => (
          <label key={colour} className="colour-choice__option">
            <input type="radio" name="colour" value={colour} defaultChecked={colour === chosen} />
            <span className="colour-choice__swatch" style={{ backgroundColor: colour }} aria-hidden="true" />
            <span className="visually-hidden">{colourName(colour)}</span>
          </label>
        ))}
      </span>
      {error ? (
        <p className="field-error" role="alert">
          {errorText(error)}
        </p>
      ) : null}
    </fieldset>
  );
}

function LanguageSelect({ chosen, error }: { chosen: string; error?: string }) {
  const t = useT();
  const { config } = useRoot();
  return (
    <SelectField name="language" label={t('profiles.field.language')} defaultValue={chosen} error={error}>
      {config.available_langs.map((language) => (
        <option key={language.id} value={language.id} lang={language.id}>
          {language.name}
        </option>
      ))}
    </SelectField>
  );
}

/** The limits from the strictest up, then none at all. */
function AgeLimitSelect({
  label,
  chosen,
  error,
}: {
  label: string;
  chosen: HouseholdProfile['age_limit'];
  error?: string;
}) {
  const limitText = useLimitText();
  return (
    <SelectField name="age_limit" label={label} defaultValue={chosen ?? 'none'} error={error}>
      {[...MATURITY_RATINGS, null].map((limit) => (
        <option key={limit ?? 'none'} value={limit ?? 'none'}>
          {limitText(limit)}
        </option>
      ))}
    </SelectField>
  );
}

function AddProfile({ user, rules, result }: { user: User; rules: HouseholdRules; result: Result }) {
  const t = useT();
  const error = (field: string) => fieldError(result, 'create-profile', field);
  return (
    <section className="stack" aria-labelledby="profiles-add-title">
      <h3 id="profiles-add-title">{t('profiles.add.title')}</h3>
      <Outcome
        result={result}
        intent="create-profile"
        done={t('profiles.add.done')}
        fields={PROFILE_FIELDS}
      />
      {user.profiles.length >= rules.max ? (
        <p>{t('profiles.tab.full', { max: rules.max })}</p>
      ) : (
        // A new form once a profile is added, so its fields start empty again.
        <TabForm
          key={user.profiles.length}
          tab="profiles"
          intent="create-profile"
          submit={t('profiles.add.submit')}
        >
          <Field
            name="name"
            label={t('profiles.field.name')}
            required
            maxLength={rules.nameMax}
            dir="auto"
            error={error('name')}
          />
          <ColourChoice rules={rules} error={error('colour')} />
          <LanguageSelect chosen={user.lang} error={error('language')} />
          <div className="field">
            <label className="inline">
              <input type="checkbox" name="kids" value="1" aria-describedby="profiles-kids-hint" />
              {t('profiles.field.kids')}
            </label>
            <p id="profiles-kids-hint" className="field-hint">
              {t('profiles.field.kidsHint')}
            </p>
          </div>
          <AgeLimitSelect
            label={t('profiles.field.kidsAgeLimit')}
            chosen="no-age-restriction"
            error={error('age_limit')}
          />
        </TabForm>
      )}
    </section>
  );
}

function EditProfile({
  profile,
  rules,
  result,
}: {
  profile: HouseholdProfile;
  rules: HouseholdRules;
  result: Result;
}) {
  const t = useT();
  const error = (field: string) => fieldError(result, 'edit-profile', field);
  return (
    <section className="stack" aria-labelledby={EDIT_TITLE}>
      <h3 id={EDIT_TITLE} dir="auto">
        {t('profiles.edit.title', { name: profile.name })}
      </h3>
      <Form method="post" action={editPath(profile.id)} className="stack">
        <input type="hidden" name="intent" value="edit-profile" />
        <input type="hidden" name="profile" value={profile.id} />
        <Outcome result={result} intent="edit-profile" done={t('profile.saved')} fields={PROFILE_FIELDS} />
        <Field
          name="name"
          label={t('profiles.field.name')}
          defaultValue={profile.name}
          required
          maxLength={rules.nameMax}
          dir="auto"
          error={error('name')}
        />
        <ColourChoice rules={rules} chosen={profile.colour} error={error('colour')} />
        <LanguageSelect chosen={profile.language} error={error('language')} />
        <AgeLimitSelect
          label={t('profiles.field.ageLimit')}
          chosen={profile.age_limit}
          error={error('age_limit')}
        />
        <SubmitRow>{t('profiles.edit.submit')}</SubmitRow>
      </Form>
      {profile.is_default ? null : (
        <Form method="post" action={tabPath('profiles')} className="stack">
          <input type="hidden" name="intent" value="remove-profile" />
          <input type="hidden" name="profile" value={profile.id} />
          <p className="danger-note">{t('profiles.remove.warning')}</p>
          <p>
            <button type="submit" className="button button--danger">
              {t('profiles.remove.submit', { name: profile.name })}
            </button>
          </p>
        </Form>
      )}
      <p>
        <Link to={tabPath('profiles')}>{t('profiles.edit.back')}</Link>
      </p>
    </section>
  );
}

const PIN_FIELDS = ['pin', 'current_password'] as const;

/** Set or change the account's kids PIN, with the current password (a session alone cannot change it). */
function PinForm({ result }: { result: Result }) {
  const t = useT();
  return (
    <TabForm tab="profiles" intent="kids-pin" submit={t('profiles.pin.submit')}>
      <h3>{t('profiles.pin.title')}</h3>
      <p className="field-hint">{t('profiles.pin.intro')}</p>
      <Outcome result={result} intent="kids-pin" done={t('profiles.pin.done')} fields={PIN_FIELDS} />
      <Field
        name="pin"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        pattern="[0-9]{4}"
        minLength={4}
        maxLength={4}
        required
        label={t('profiles.pin.field')}
        error={fieldError(result, 'kids-pin', 'pin')}
      />
      <Field
        name="current_password"
        type="password"
        autoComplete="current-password"
        required
        label={t('profiles.pin.password')}
        error={fieldError(result, 'kids-pin', 'current_password')}
      />
    </TabForm>
  );
}
