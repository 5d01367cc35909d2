import { authCalls } from '@afrimedia/contracts';
import { useState, type FormEvent } from 'react';
import { Form, Link, redirect, useSearchParams } from 'react-router';
import type { Route } from './+types/password-forgot';
import { useT } from '../../i18n/use-t.ts';
import { useRoot } from '../../layout/use-root.ts';
import { pageMeta } from '../../meta.ts';
import { apiOf } from '../../server/reader.server.ts';
import { errorOfForm, errorOn, type FieldError } from './field-error.ts';
import { CodeField, EmailField, FormAlert, NewPasswordFields } from './Field.tsx';
import { invalid, refused, textOf } from './form-answer.server.ts';
import { newPasswordProblem } from './password-rule.ts';
import { signInWith } from './session.server.ts';
import { useOwnChecks } from './use-own-checks.ts';
import { formOf } from '../../server/request-body.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { titleId: 'auth.forgot.title' });

interface ForgotAnswer {
  readonly intent: 'send' | 'reset';
  readonly email: string;
  readonly sent?: boolean;
  readonly error?: FieldError;
}

const RESET_FIELDS = ['email', 'code', 'password', 'password_confirmation'];
const API_FIELDS = {
  email: 'email',
  validation_email: 'email',
  validation_token: 'code',
  password: 'password',
  password_confirmation: 'password_confirmation',
};

/**
 * Spec §2 forgot password: the API e-mails a 6-digit code (template reset-password); the code, the new password
 * and its confirmation then set the password. Every session of the account ends, and this one starts afresh.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const email = textOf(form, 'email').trim();
  const api = apiOf(request, context);
  if (form.get('intent') === 'send') {
    const answer: ForgotAnswer = { intent: 'send', email };
    try {
      await api.call(authCalls.pinCode, { body: { email, template: 'reset-password' } });
    } catch (error) {
      return refused(error, answer, API_FIELDS, { USER_NOT_FOUND: 'email' });
    }
    return { ...answer, sent: true };
  }
  const answer: ForgotAnswer = { intent: 'reset', email };
  const password = textOf(form, 'password');
  const code = textOf(form, 'code').trim();
  if (!code) return invalid(answer, 'FIELDS_REQUIRED', 'code');
  try {
    await api.call(authCalls.changePasswordWithoutToken, {
      body: {
        validation_email: email,
        validation_token: code,
        password,
        password_confirmation: textOf(form, 'password_confirmation'),
      },
    });
  } catch (error) {
    return refused(error, answer, API_FIELDS, { USER_NOT_FOUND: 'email' });
  }
  await signInWith(api, email, password);
  return redirect(DONE);
}

/** Where a reset ends: nothing else says that the new password was taken. */
const DONE = '/password/forgot?step=done';

function Done() {
  const t = useT();
  const { user } = useRoot();
  return (
    <>
      <p className="auth-notice" role="status">
        {user ? `${t('auth.change.done')} ${t('auth.forgot.signedIn')}` : t('auth.change.done')}
      </p>
      <p className="auth-actions">
        {user ? (
          <Link className="button" to="/">
            {t('auth.forgot.continue')}
          </Link>
        ) : (
          <Link className="button" to="/login">
            {t('auth.login.submit')}
          </Link>
        )}
      </p>
    </>
  );
}

function SendForm({ answer }: { answer: ForgotAnswer | undefined }) {
  const t = useT();
  const [search] = useSearchParams();
  const error = answer?.error;
  return (
    <Form method="post" className="stack">
      <p>{t('auth.forgot.intro')}</p>
      <FormAlert code={errorOfForm(error, ['email'])} />
      <EmailField value={answer?.email ?? search.get('email') ?? undefined} error={error} />
      <p className="auth-actions">
        <button type="submit" className="button" name="intent" value="send">
          {t('auth.forgot.send')}
        </button>
        <Link to="/password/forgot?step=code">{t('auth.login.haveCode')}</Link>
      </p>
    </Form>
  );
}

function ResetForm({ answer }: { answer: ForgotAnswer | undefined }) {
  const t = useT();
  const [search] = useSearchParams();
  const [checked, setChecked] = useState<FieldError | null>(null);
  const ownChecks = useOwnChecks();
  const error = checked ?? (answer?.intent === 'reset' ? answer.error : undefined);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const problem = newPasswordProblem(
      String(form.get('password') ?? ''),
      String(form.get('password_confirmation') ?? ''),
    );
    setChecked(problem);
    if (problem) event.preventDefault();
  };
  return (
    <section aria-labelledby="reset-title">
      <h2 id="reset-title">{t('auth.forgot.resetTitle')}</h2>
      {answer?.intent === 'send' && answer.sent ? (
        <p className="auth-notice" role="status">
          {t('auth.codeSent', { email: answer.email })}
        </p>
      ) : null}
      <Form method="post" className="stack" noValidate={ownChecks} onSubmit={onSubmit}>
        <FormAlert code={errorOfForm(error, RESET_FIELDS)} />
        <EmailField value={answer?.email ?? search.get('email') ?? undefined} error={error} />
        <CodeField error={errorOn(error, 'code')} />
        <NewPasswordFields label="auth.newPassword" error={error} />
        <p className="auth-actions">
          <button type="submit" className="button" name="intent" value="reset">
            {t('auth.forgot.submit')}
          </button>
          <Link to="/password/forgot">{t('auth.forgot.again')}</Link>
        </p>
      </Form>
    </section>
  );
}

export default function PasswordForgot({ actionData }: Route.ComponentProps) {
  const t = useT();
  const [search] = useSearchParams();
  const answer = actionData;
  const resetStep =
    (answer?.intent === 'send' && answer.sent === true) ||
    answer?.intent === 'reset' ||
    search.get('step') === 'code';
  return (
    <div className="auth">
      <h1>{t('auth.forgot.title')}</h1>
      {search.get('step') === 'done' && !answer ? (
        <Done />
      ) : resetStep ? (
        <ResetForm answer={answer} />
      ) : (
        <SendForm answer={answer} />
      )}
    </div>
  );
}
