import { authCalls } from '@afrimedia/contracts';
import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { Form, Link, redirect, useLocation } from 'react-router';
import type { Route } from './+types/register';
import { useMessages } from '../../i18n/MessagesProvider.tsx';
import { useErrorText, useT } from '../../i18n/use-t.ts';
import { useRoot } from '../../layout/use-root.ts';
import { pageMeta } from '../../meta.ts';
import { apiOf } from '../../server/reader.server.ts';
import { errorOfForm, errorOn, keptInput, type FieldError } from './field-error.ts';
import { EmailField, Field, FormAlert, NewPasswordFields } from './Field.tsx';
import { invalid, refused, textOf } from './form-answer.server.ts';
import { newPasswordProblem } from './password-rule.ts';
import { signedInUser, signInWith } from './session.server.ts';
import { useFailureToast } from './use-failure-toast.ts';
import { useOwnChecks } from './use-own-checks.ts';
import { formOf } from '../../server/request-body.server.ts';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { titleId: 'auth.register.title' });

type Role = 'reader' | 'owner';
/** Spec §1: at least 18, or younger with a parent's or guardian's consent. */
type AgeStatement = 'adult' | 'consent';
/** The age statements in the order the form offers them, with their wording. */
const AGE_STATEMENTS = [
  ['adult', 'auth.register.adult'],
  ['consent', 'auth.register.parentalConsent'],
] as const satisfies readonly (readonly [AgeStatement, string])[];
const isAgeStatement = (value: unknown): value is AgeStatement => value === 'adult' || value === 'consent';

/** What the form keeps after a refusal: everything typed or chosen but the passwords. */
interface Kept {
  readonly email: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly phone: string;
  readonly role: Role;
  readonly birthdate: string;
  readonly age: AgeStatement | null;
}

/** Where an author's sign-up goes on: the API takes the role, the application's texts are asked there. */
const APPLY = '/become-author/apply';

const FORM_FIELDS = [
  'email',
  'password',
  'password_confirmation',
  'first_name',
  'last_name',
  'phone',
  'birthdate',
  'age',
  'terms',
];
const API_FIELDS = {
  email: 'email',
  password: 'password',
  password_confirmation: 'password_confirmation',
  phone: 'phone',
  'profile.first_name': 'first_name',
  'profile.last_name': 'last_name',
  'profile.birthdate': 'birthdate',
  parental_consent: 'age',
  terms_accepted: 'terms',
};

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await signedInUser(apiOf(request, context))) throw redirect('/');
  return null;
}

/**
 * Spec §2 registration, as a reader or as an author (spec §6: the role is chosen at registration). The API e-mails
 * a code to confirm the address and the new user is signed in at once: a reader lands on the screen where that
 * code is typed, an author on the application form the platform team validates (the e-mailed link confirms the
 * address whenever it is opened).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const email = textOf(form, 'email').trim();
  const password = textOf(form, 'password');
  const kept: Kept = {
    email,
    first_name: textOf(form, 'first_name').trim(),
    last_name: textOf(form, 'last_name').trim(),
    phone: textOf(form, 'phone').trim(),
    role: form.get('role') === 'owner' ? 'owner' : 'reader',
    birthdate: textOf(form, 'birthdate').trim(),
    age: isAgeStatement(form.get('age')) ? (form.get('age') as AgeStatement) : null,
  };
  if (!kept.age) return invalid({ kept }, 'FIELDS_REQUIRED', 'age');
  if (form.get('terms') !== 'on') return invalid({ kept }, 'FIELDS_REQUIRED', 'terms');
  const api = apiOf(request, context);
  try {
    await api.call(authCalls.register, {
      body: {
        email,
        password,
        password_confirmation: textOf(form, 'password_confirmation'),
        phone: kept.phone,
        profile: {
          first_name: kept.first_name,
          last_name: kept.last_name,
          ...(kept.birthdate ? { birthdate: kept.birthdate } : {}),
        },
        role: kept.role,
        lang: textOf(form, 'lang'),
        terms_accepted: true,
        parental_consent: kept.age === 'consent',
      },
    });
  } catch (error) {
    return refused(error, { kept }, API_FIELDS, { EMAIL_ALREADY_USED: 'email' });
  }
  const author = kept.role === 'owner';
  if (await signInWith(api, email, password)) return redirect(author ? APPLY : '/callback');
  return redirect(author ? `/login?returnTo=${encodeURIComponent(APPLY)}` : '/login');
}

function TermsField({ error }: { error: string | undefined }) {
  const { rich } = useMessages();
  const text = useErrorText();
  return (
    <div className="auth-field">
      <label className="auth-terms">
        <input
          type="checkbox"
          name="terms"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'terms-error' : undefined}
        />
        <span>
          {rich('auth.register.terms', {
            terms: (chunks) => (
              <a href="/terms-of-use" target="_blank" rel="noopener">
                {chunks}
              </a>
            ),
          })}
        </span>
      </label>
      {error ? (
        <p id="terms-error" className="field-error" role="alert">
          {text(error)}
        </p>
      ) : null}
    </div>
  );
}

/** A radio button and its label, laid out as the terms box is. */
function Choice({ label, ...input }: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  return (
    <label className="auth-terms">
      <input type="radio" {...input} />
      <span>{label}</span>
    </label>
  );
}

/** Spec §6: reading, or writing once the platform team has validated the author application that follows. */
function RoleField({ role }: { role: Role }) {
  const t = useT();
  return (
    <fieldset className="auth-field auth-role">
      <legend>{t('auth.register.intent')}</legend>
      <Choice
        name="role"
        value="reader"
        defaultChecked={role === 'reader'}
        label={t('auth.register.asReader')}
      />
      <Choice
        name="role"
        value="owner"
        defaultChecked={role === 'owner'}
        aria-describedby="role-owner-help"
        label={t('auth.register.asAuthor')}
      />
      <p id="role-owner-help" className="auth-field__help">
        {t('auth.register.asAuthorHelp')}
      </p>
    </fieldset>
  );
}

/**
 * Spec §1: the age is asked, not only stated in the terms. A birthdate is optional; the statement is required, and
 * the API refuses a birthdate under 18 unless it says a parent or guardian consents.
 */
function AgeField({ kept, error }: { kept: Kept | undefined; error: FieldError | null | undefined }) {
  const t = useT();
  const text = useErrorText();
  const statementError = errorOn(error, 'age');
  return (
    <fieldset className="auth-field auth-role" aria-describedby={statementError ? 'age-error' : undefined}>
      <legend>{t('auth.register.age')}</legend>
      <Field
        name="birthdate"
        type="date"
        label={t('auth.register.birthdate')}
        help={t('auth.register.birthdateHelp')}
        autoComplete="bday"
        defaultValue={kept?.birthdate}
        error={errorOn(error, 'birthdate')}
      />
      {AGE_STATEMENTS.map(([value, label]) => (
        <Choice
          key={value}
          name="age"
          value={value}
          required
          defaultChecked={kept?.age === value}
          label={t(label)}
        />
      ))}
      {statementError ? (
        <p id="age-error" className="field-error" role="alert">
          {text(statementError)}
        </p>
      ) : null}
    </fieldset>
  );
}

/** What scripts can tell before sending: the age statement, the terms box, the password rule and confirmation. */
function checkBeforeSending(form: FormData): FieldError | null {
  if (!isAgeStatement(form.get('age'))) return { code: 'FIELDS_REQUIRED', field: 'age' };
  if (form.get('terms') !== 'on') return { code: 'FIELDS_REQUIRED', field: 'terms' };
  return newPasswordProblem(
    String(form.get('password') ?? ''),
    String(form.get('password_confirmation') ?? ''),
  );
}

/** Spec §2 /register and /mobileregister: the phone app's variant leaves out what a reader can add later. */
export default function Register({ actionData }: Route.ComponentProps) {
  const t = useT();
  const { lang } = useRoot();
  const mobile = useLocation().pathname.startsWith('/mobileregister');
  const [checked, setChecked] = useState<FieldError | null>(null);
  const ownChecks = useOwnChecks();
  const kept = actionData?.kept;
  const error = checked ?? actionData?.error;
  useFailureToast(actionData?.error, 10_000);
  const keptAs = keptInput<'first_name' | 'last_name' | 'phone'>(kept, error);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const problem = checkBeforeSending(new FormData(event.currentTarget));
    setChecked(problem);
    if (problem) event.preventDefault();
  };

  return (
    <div className="auth">
      <h1>{t('auth.register.title')}</h1>
      <Form method="post" className="stack" noValidate={ownChecks} onSubmit={onSubmit}>
        <input type="hidden" name="lang" value={lang} />
        <FormAlert code={errorOfForm(error, FORM_FIELDS)} />
        <EmailField value={kept?.email} error={error} />
        <NewPasswordFields label="auth.password" error={error} />
        <div className="auth-names">
          <Field label={t('auth.firstName')} autoComplete="given-name" dir="auto" {...keptAs('first_name')} />
          <Field label={t('auth.lastName')} autoComplete="family-name" dir="auto" {...keptAs('last_name')} />
        </div>
        {mobile ? null : (
          <Field
            type="tel"
            label={t('auth.phone')}
            help={t('auth.phoneHelp')}
            autoComplete="tel"
            inputMode="tel"
            dir="ltr"
            {...keptAs('phone')}
          />
        )}
        <RoleField role={kept?.role ?? 'reader'} />
        <AgeField kept={kept} error={error} />
        <TermsField error={errorOn(error, 'terms')} />
        <p className="auth-actions">
          <button type="submit" className="button">
            {t('auth.register.submit')}
          </button>
        </p>
      </Form>
      <p className="auth-switch">
        {t('auth.register.haveAccount')} <Link to="/login">{t('auth.login.submit')}</Link>
      </p>
      {mobile ? null : (
        <p className="auth-switch">
          <Link to="/page/become-author">{t('auth.register.becomeAuthor')}</Link>
        </p>
      )}
    </div>
  );
}
