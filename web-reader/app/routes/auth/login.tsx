import { authCalls } from '@afrimedia/contracts';
import { Form, Link, redirect, useSearchParams } from 'react-router';
import type { Route } from './+types/login';
import { useT } from '../../i18n/use-t.ts';
import { pageMeta } from '../../meta.ts';
import { apiOf } from '../../server/reader.server.ts';
import { errorOfForm, errorOn, type FieldError } from './field-error.ts';
import { CodeField, EmailField, Field, FormAlert } from './Field.tsx';
import { invalid, refused, textOf } from './form-answer.server.ts';
import { afterSignIn, signedInUser } from './session.server.ts';
import { landingAfterSignIn } from '../profiles/picker.server.ts';
import { formOf } from '../../server/request-body.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { titleId: 'auth.login.title' });

type Intent = 'password' | 'link' | 'pin' | 'code';

/** What the sign-in form answers: which form was sent, the e-mail typed (never the password), and the outcome. */
interface LoginAnswer {
  readonly intent: Intent;
  readonly email: string;
  readonly sent?: boolean;
  readonly error?: FieldError;
}

const INTENTS: readonly Intent[] = ['password', 'link', 'pin', 'code'];
const FIELDS = { email: 'email', validation_email: 'email', validation_token: 'code', password: 'password' };

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await signedInUser(apiOf(request, context))) throw redirect('/');
  return null;
}

/**
 * Spec §2 sign in three ways: e-mail and password; an e-mailed link (it leads to /callback); an e-mailed 6-digit
 * code typed on the second step here. Each way signs in by storing the API's tokens in the session cookie.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const intent = INTENTS.find((known) => known === (form.get('intent') ?? 'password'));
  const email = textOf(form, 'email').trim();
  if (!intent) return invalid<LoginAnswer>({ intent: 'password', email }, 'BAD_REQUEST');
  const answer: LoginAnswer = { intent, email };
  const api = apiOf(request, context);
  try {
    if (intent === 'link') {
      await api.call(authCalls.loginLink, { body: { email } });
      return { ...answer, sent: true };
    }
    if (intent === 'pin') {
      await api.call(authCalls.pinCode, { body: { email, template: 'login' } });
      return { ...answer, sent: true };
    }
    if (intent === 'code') {
      const result = await api.call(authCalls.verifyToken, {
        body: { validation_email: email, validation_token: textOf(form, 'code').trim(), purpose: 'login' },
      });
      if (!('token' in result)) return invalid(answer, 'INVALID_CODE', 'code');
      api.session.replace(result);
    } else {
      api.session.replace(
        await api.call(authCalls.login, { body: { email, password: textOf(form, 'password') } }),
      );
    }
  } catch (error) {
    return refused(error, answer, FIELDS, { USER_NOT_FOUND: 'email' });
  }
  return redirect(await landingAfterSignIn(api, afterSignIn(form.get('returnTo'), request)));
}

/** A link within the sign-in pages that keeps where the reader goes afterwards. */
function withReturn(path: string, back: string): string {
  if (!back) return path;
  return `${path}${path.includes('?') ? '&' : '?'}returnTo=${encodeURIComponent(back)}`;
}

function PasswordForm({ answer, back }: { answer: LoginAnswer | undefined; back: string }) {
  const t = useT();
  const error = answer?.intent === 'password' ? answer.error : undefined;
  return (
    <section className="auth-section" aria-labelledby="login-password">
      <h2 id="login-password">{t('auth.login.withPassword')}</h2>
      <Form method="post" className="stack">
        <input type="hidden" name="returnTo" value={back} />
        <FormAlert code={errorOfForm(error, ['email', 'password'])} />
        <EmailField value={answer?.email} error={error} />
        <Field
          name="password"
          type="password"
          label={t('auth.password')}
          autoComplete="current-password"
          required
          error={errorOn(error, 'password')}
        />
        <p className="auth-actions">
          <button type="submit" className="button" name="intent" value="password">
            {t('auth.login.submit')}
          </button>
          <Link to="/password/forgot">{t('auth.login.forgot')}</Link>
        </p>
      </Form>
    </section>
  );
}

function EmailForm({ answer, back }: { answer: LoginAnswer | undefined; back: string }) {
  const t = useT();
  const mine = answer?.intent === 'link' || answer?.intent === 'pin' ? answer : undefined;
  return (
    <section className="auth-section" aria-labelledby="login-email">
      <h2 id="login-email">{t('auth.login.withEmail')}</h2>
      {mine?.intent === 'link' && mine.sent ? (
        <p className="auth-notice" role="status">
          {t('auth.login.linkSent', { email: mine.email })}
        </p>
      ) : null}
      <Form method="post" className="stack">
        <p className="auth-field__help">{t('auth.login.withEmailHelp')}</p>
        <input type="hidden" name="returnTo" value={back} />
        <FormAlert code={errorOfForm(mine?.error, ['email'])} />
        <EmailField value={mine?.email} error={mine?.error} />
        <p className="auth-actions">
          <button type="submit" className="button button--quiet" name="intent" value="link">
            {t('auth.login.sendLink')}
          </button>
          <button type="submit" className="button button--quiet" name="intent" value="pin">
            {t('auth.login.sendCode')}
          </button>
        </p>
        <p>
          <Link to={withReturn('/login?step=code', back)}>{t('auth.login.haveCode')}</Link>
        </p>
      </Form>
    </section>
  );
}

function CodeForm({ answer, back }: { answer: LoginAnswer | undefined; back: string }) {
  const t = useT();
  const error = answer?.intent === 'code' ? answer.error : undefined;
  return (
    <section className="auth-section" aria-labelledby="login-code">
      <h2 id="login-code">{t('auth.login.codeTitle')}</h2>
      {answer?.intent === 'pin' && answer.sent ? (
        <p className="auth-notice" role="status">
          {t('auth.codeSent', { email: answer.email })}
        </p>
      ) : null}
      <Form method="post" className="stack">
        <input type="hidden" name="returnTo" value={back} />
        <FormAlert code={errorOfForm(error, ['email', 'code'])} />
        <EmailField value={answer?.email} error={error} />
        <CodeField error={errorOn(error, 'code')} />
        <p className="auth-actions">
          <button type="submit" className="button" name="intent" value="code">
            {t('auth.login.codeSubmit')}
          </button>
          <Link to={withReturn('/login', back)}>{t('auth.login.otherWay')}</Link>
        </p>
      </Form>
    </section>
  );
}

export default function Login({ actionData }: Route.ComponentProps) {
  const t = useT();
  const [search] = useSearchParams();
  const answer: LoginAnswer | undefined = actionData;
  const back = search.get('returnTo') ?? '';
  const codeStep =
    (answer?.intent === 'pin' && answer.sent === true) ||
    answer?.intent === 'code' ||
    search.get('step') === 'code';
  return (
    <div className="auth">
      <h1>{t('auth.login.title')}</h1>
      {search.get('deleted') === '1' ? (
        <p className="auth-notice" role="status">
          {t('auth.login.accountDeleted')}
        </p>
      ) : null}
      {codeStep ? (
        <CodeForm answer={answer} back={back} />
      ) : (
        <>
          <PasswordForm answer={answer} back={back} />
          <EmailForm answer={answer} back={back} />
        </>
      )}
      <p className="auth-switch">
        {t('auth.login.noAccount')} <Link to="/register">{t('auth.login.register')}</Link>
      </p>
    </div>
  );
}
