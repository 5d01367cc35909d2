import { authCalls } from '@afrimedia/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form, Link, redirect } from 'react-router';
import type { Route } from './+types/password-change';
import { useT } from '../../i18n/use-t.ts';
import { pageMeta } from '../../meta.ts';
import { apiOf } from '../../server/reader.server.ts';
import { errorOfForm, errorOn, type FieldError } from './field-error.ts';
import { Field, FormAlert, NewPasswordFields } from './Field.tsx';
import { invalid, refused, textOf } from './form-answer.server.ts';
import { newPasswordProblem } from './password-rule.ts';
import { signedInUser, signInWith } from './session.server.ts';
import { useFailureToast } from './use-failure-toast.ts';
import { useOwnChecks } from './use-own-checks.ts';
import { formOf } from '../../server/request-body.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { titleId: 'auth.change.title' });

interface ChangeAnswer {
  readonly done?: boolean;
  readonly error?: FieldError;
}

const FORM_FIELDS = ['current_password', 'password', 'password_confirmation'];
const API_FIELDS = { current_password: 'current_password', password: 'password' };

/** A visitor has no password to change here: they reset it with an e-mailed code. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await signedInUser(apiOf(request, context));
  if (!user) throw redirect('/password/forgot');
  return { email: user.email };
}

/**
 * Spec §2 password change for a signed-in reader: the current password proves it is them. The API then ends
 * every session of the account, so this one signs in again with the new password.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const api = apiOf(request, context);
  const user = await signedInUser(api);
  if (!user) return redirect('/password/forgot');
  const password = textOf(form, 'password');
  const answer: ChangeAnswer = {};
  if (password !== textOf(form, 'password_confirmation'))
    return invalid(answer, 'PASSWORD_CONFIRMATION_FAILED', 'password_confirmation');
  try {
    await api.call(authCalls.profile, {
      body: { current_password: textOf(form, 'current_password'), password },
    });
  } catch (error) {
    return refused(error, answer, API_FIELDS);
  }
  if (!(await signInWith(api, user.email, password))) {
    api.session.clear();
    return redirect('/login');
  }
  return { done: true };
}

export default function PasswordChange({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const form = useRef<HTMLFormElement>(null);
  const [checked, setChecked] = useState<FieldError | null>(null);
  const ownChecks = useOwnChecks();
  const answer: ChangeAnswer | undefined = actionData;
  const error = checked ?? answer?.error;
  useFailureToast(answer?.error, 3_000);
  // Typed passwords stay in the inputs with scripts on: a changed password clears them.
  useEffect(() => {
    if (answer?.done) form.current?.reset();
  }, [answer]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const problem =
      String(data.get('current_password') ?? '') === ''
        ? { code: 'FIELDS_REQUIRED', field: 'current_password' }
        : newPasswordProblem(
            String(data.get('password') ?? ''),
            String(data.get('password_confirmation') ?? ''),
          );
    setChecked(problem);
    if (problem) event.preventDefault();
  };

  return (
    <div className="auth">
      <h1>{t('auth.change.title')}</h1>
      {answer?.done ? (
        <p className="auth-notice" role="status">
          {t('auth.change.done')}
        </p>
      ) : null}
      <Form method="post" className="stack" ref={form} noValidate={ownChecks} onSubmit={onSubmit}>
        <FormAlert code={errorOfForm(error, FORM_FIELDS)} />
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={loaderData.email}
          readOnly
          hidden
        />
        <Field
          name="current_password"
          type="password"
          label={t('auth.currentPassword')}
          autoComplete="current-password"
          required
          error={errorOn(error, 'current_password')}
        />
        <NewPasswordFields label="auth.newPassword" error={error} />
        <p className="auth-actions">
          <button type="submit" className="button">
            {t('auth.change.submit')}
          </button>
          <Link to="/password/forgot">{t('auth.change.forgot')}</Link>
        </p>
      </Form>
      <p className="auth-switch">
        <Link to="/profile">{t('auth.change.back')}</Link>
      </p>
    </div>
  );
}
