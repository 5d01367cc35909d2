import { authCalls } from '@afrimedia/contracts';
import { data, Form, Link, redirect } from 'react-router';
import type { Route } from './+types/callback';
import { useT } from '../../i18n/use-t.ts';
import { pageMeta } from '../../meta.ts';
import { ApiError, type ApiClient, type CallOutput } from '../../server/api.server.ts';
import { apiOf } from '../../server/reader.server.ts';
import { errorOfForm, errorOn, type FieldError } from './field-error.ts';
import { CodeField, FormAlert } from './Field.tsx';
import { invalid, refused, textOf } from './form-answer.server.ts';
import { afterSignIn, signedInUser } from './session.server.ts';
import { landingAfterSignIn } from '../profiles/picker.server.ts';
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
 * This page's address with `state` instead of the e-mailed token (and the `lang` asked for kept): the token
 * would otherwise stay in the history and reach the Referer of what the page loads or links to.
 */
function cleanAddress(request: Request, state: Record<string, string>): string {
  const asked = new URL(request.url).searchParams;
  const clean = new URLSearchParams(state);
  const lang = asked.get('lang');
  if (lang) clean.set('lang', lang);
  return `/callback?${clean}`;
}

/** The e-mailed token redeemed, then a 303 to an address without it: where a sign-in goes, or the outcome. */
async function redeem(request: Request, api: ApiClient, token: string): Promise<never> {
  const query = new URL(request.url).searchParams;
  const email = query.get('email')?.trim() ?? '';
  if (!email) throw redirect(cleanAddress(request, { failed: 'INVALID_CODE' }), 303);
  let result: CallOutput<typeof authCalls.verifyToken>;
  try {
    result = await api.call(authCalls.verifyToken, {
      body: { validation_email: email, validation_token: token },
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw redirect(cleanAddress(request, { failed: error.code }), 303);
  }
  if (!('token' in result)) throw redirect(cleanAddress(request, { verified: '1' }), 303);
  api.session.replace(result);
  throw redirect(await landingAfterSignIn(api, afterSignIn(query.get('returnTo'), request)), 303);
}

/**
 * Spec §2 and §5 /callback: the e-mails link here with `email` and `token`. A sign-in link signs in and goes on;
 * the 6-digit code of the address check confirms the address. Either way the token leaves the address at once.
 * Without a token, a signed-in reader whose address is not confirmed yet types that code here (registration
 * lands here); anyone else goes to sign in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiOf(request, context);
  const query = new URL(request.url).searchParams;
  const token = query.get('token')?.trim();
  if (token) return redeem(request, api, token);
  const failed = query.get('failed');
  if (failed !== null) return data<Page>({ state: 'failed', code: failed }, { status: 400 });
  const user = await signedInUser(api);
  // A confirmed address is told so to anyone: the link may be opened in a browser not signed in.
  if (query.has('verified') && (!user || user.email_verified))
    return data<Page>({ state: 'verified', signedIn: user !== null });
  if (!user) throw redirect('/login');
  if (user.email_verified) throw redirect('/');
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
