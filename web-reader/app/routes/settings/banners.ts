import { serialize } from 'cookie';
import { data, redirect } from 'react-router';
import type { Route } from './+types/banners';
import { APP_BANNER_COOKIE, CONSENT_COOKIE } from '../../layout/banner-choices.ts';
import { formOf } from '../../server/request-body.server.ts';
import { cookieOptions } from '../../server/session.server.ts';
import { returnTo } from './return-to.ts';

/**
 * A banner's answer posted as a plain form: what a tap does before the page's scripts have arrived on a slow
 * phone. The answer is kept in the cookie the server renders the banners by, and the reader goes back to the page.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await formOf(request);
  const consent = form.get('consent');
  const options = cookieOptions(request);
  let cookie: string;
  if (consent === 'all' || consent === 'essential') cookie = serialize(CONSENT_COOKIE, consent, options);
  else if (form.get('appBanner') === 'closed') cookie = serialize(APP_BANNER_COOKIE, 'closed', options);
  else return data({ error: 'FIELDS_REQUIRED' }, { status: 400 });
  return redirect(returnTo(form.get('returnTo'), request), { headers: { 'Set-Cookie': cookie } });
}

export const loader = () => redirect('/');
