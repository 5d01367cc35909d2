import { serialize } from 'cookie';
import { redirect } from 'react-router';
import type { Route } from './+types/lite';
import { cookieOptions } from '../../server/session.server.ts';
import { returnTo } from './return-to.ts';
import { formOf } from '../../server/request-body.server.ts';

/** The data-saver switch: `lite=1` turns it on, `lite=0` shows the full site even when the browser asks to save data. */
export async function action({ request }: Route.ActionArgs) {
  const form = await formOf(request);
  const on = form.get('lite') === '1';
  return redirect(returnTo(form.get('returnTo'), request), {
    headers: { 'Set-Cookie': serialize('lite', on ? '1' : '0', cookieOptions(request)) },
  });
}

export const loader = () => redirect('/');
