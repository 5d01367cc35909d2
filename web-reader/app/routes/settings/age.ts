import { serialize } from 'cookie';
import { data, redirect } from 'react-router';
import type { Route } from './+types/age';
import { isMaturityRating } from '@afrimedia/domain/maturity';
import { AGE_FILTER_COOKIE } from '../../server/age-filter.server.ts';
import { formOf } from '../../server/request-body.server.ts';
import { cookieOptions } from '../../server/session.server.ts';
import { returnTo } from './return-to.ts';

/** The age filter (spec §3 / §5) this device keeps: a maturity slug the platform offers, then back to the page. */
export async function action({ request }: Route.ActionArgs) {
  const form = await formOf(request);
  const age = form.get('age');
  if (!isMaturityRating(age)) return data({ error: 'FIELDS_REQUIRED' }, { status: 400 });
  return redirect(returnTo(form.get('returnTo'), request), {
    headers: { 'Set-Cookie': serialize(AGE_FILTER_COOKIE, age, cookieOptions(request)) },
  });
}

export const loader = () => redirect('/');
