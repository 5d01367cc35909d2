import { authCalls } from '@afrimedia/contracts';
import { data, Form, Link, redirect } from 'react-router';
import type { Route } from './+types/callback';
import { useT } from '../../i18n/use-t.ts';
import { pageMeta } from '../../meta.ts';
import { ApiError } from '../../server/api.server.ts';
import { apiOf } from '../../server/reader.server.ts';
import { errorOfForm, errorOn, type FieldError } from './field-error.ts';
import { CodeField, FormAlert } from './Field.tsx';
import { invalid, refused, textOf } from './form-answer.server.ts';
import { afterSignIn, signedInUser } from './session.server.ts';
import { useErrorText } from '../../i18n/use-t.ts';
import { formOf } from '../../server/request-body.server.ts';

export const meta: Route.MetaFunction = ({ data: page, matches }) =>
  pageMeta(matches, {
    titleId:
      page?.state === 'failed'
        ? 'auth.callback.failedTitle'
        : page?.state === 'verified'
          ? 'auth.verify.doneTitle'
          : 'auth.verify.title',
  });

type Page =
  | { readonly state: 'failed'; readonly code: string }
  | { readonly state: 'verified'; readonly signedIn: boolean }
  | { readonly state: 'pending'; readonly email: string };

/**
 * Spec §2 and §5 /callback: the e-mails link here with `email` and `token`. A sign-in link signs in and goes on;
 * the 6-digit code of the address check confirms the address. Without a token, a signed-in reader whose address
 * is not confirmed yet types that code here (registration lands here); anyone else goes to sign in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiOf(request, context);
  const query = new URL(request.url).searchParams;
  const token = query.get('token')?.trim();
  if (token) {
    const email = query.get('email')?.trim() ?? '';
    if (!email) return data<Page>({ state: 'failed', code: 'INVALID_CODE' }, { status: 400 });
    try {
      const result = await api.call(authCalls.verifyToken, {
        body: { validation_email: email, validation_token: token },
      });
      if ('token' in result) {
        api.session.replace(result);
        throw redirect(afterSignIn(query.get('returnTo'), request));
      }
      return data<Page>({ state: 'verified', signedIn: api.session.tokens !== undefined });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return data<Page>({ state: 'failed', code: error.code }, { status: error.status });
    }
  }
  const user = await signedInUser(api);
  if (!user) throw redirect('/login');
  if (user.email_verified) {
    if (query.has('verified')) return data<Page>({ state: 'verified', signedIn: true });
    throw redirect('/');
  }
  return data<Page>({ state: 'pending', email: user.email });
}

interface VerifyAnswer {
  readonly resent?: boolean;
  readonly error?: FieldError;
}

/** The signed-in reader confirms their address with the e-mailed code, or asks for a new one. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const api = apiOf(request, context);
  const user = await signedInUser(api);
  if (!user) return redirect('/login');
  const answer: VerifyAnswer = {};
  try {
    if (form.get('intent') === 'resend') {
      await api.call(authCalls.pinCode, { body: { email: user.email, template: 'verify-email' } });
      return { resent: true };
    }
    const code = textOf(form, 'code').trim();
    if (!code) return invalid(answer, 'FIELDS_REQUIRED', 'code');
    await api.call(authCalls.verifyToken, {
      body: { validation_email: user.email, validation_token: code, purpose: 'verify-email' },
    });
  } catch (error) {
    return refused(error, answer, { validation_token: 'code' });
  }
  return redirect('/callback?verified=1');
}

function Failed({ code }: { code: string }) {
  const t = useT();
  const text = useErrorText();
  return (
    <>
      <h1>{t('auth.callback.failedTitle')}</h1>
      <p className="field-error auth-alert" role="alert">
        {text(code)}
      </p>
      <p>{t('auth.callback.failedHelp')}</p>
      <p className="auth-actions">
        <Link to="/login" className="button">
          {t('auth.callback.toLogin')}
        </Link>
      </p>
    </>
  );
}

function Verified({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  return (
    <>
      <h1>{t('auth.verify.doneTitle')}</h1>
      <p className="auth-actions">
        <Link to={signedIn ? '/' : '/login'} className="button">
          {signedIn ? t('auth.verify.continue') : t('auth.login.submit')}
        </Link>
      </p>
    </>
  );
}

function Pending({ email, answer }: { email: string; answer: VerifyAnswer | undefined }) {
  const t = useT();
  const error = answer?.error;
  return (
    <>
      <h1>{t('auth.verify.title')}</h1>
      <p role="status" className="auth-notice">
        {answer?.resent ? t('auth.verify.resent', { email }) : t('auth.verify.intro', { email })}
      </p>
      <Form method="post" className="stack">
        <FormAlert code={errorOfForm(error, ['code'])} />
        <CodeField error={errorOn(error, 'code')} />
        <p className="auth-actions">
          <button type="submit" className="button" name="intent" value="verify">
            {t('auth.verify.submit')}
          </button>
          <Link to="/">{t('auth.verify.later')}</Link>
        </p>
      </Form>
      <Form method="post" className="auth-actions">
        <button type="submit" className="link-button" name="intent" value="resend">
          {t('auth.verify.resend')}
        </button>
      </Form>
    </>
  );
}

export default function Callback({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="auth">
      {loaderData.state === 'failed' ? (
        <Failed code={loaderData.code} />
      ) : loaderData.state === 'verified' ? (
        <Verified signedIn={loaderData.signedIn} />
      ) : (
        <Pending email={loaderData.email} answer={actionData} />
      )}
    </div>
  );
}
