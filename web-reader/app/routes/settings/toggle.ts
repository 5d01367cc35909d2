import { actionsCalls } from '@afrimedia/contracts';
import { data, redirect } from 'react-router';
import type { Route } from './+types/toggle';
import { ApiError } from '../../server/api.server.ts';
import { apiOf } from '../../server/reader.server.ts';
import { returnTo } from './return-to.ts';
import { formOf } from '../../server/request-body.server.ts';

const calls = {
  likes: { on: actionsCalls.likeAdd, off: actionsCalls.likeRemove },
  favs: { on: actionsCalls.favouriteAdd, off: actionsCalls.favouriteRemove },
  follows: { on: actionsCalls.followAdd, off: actionsCalls.followRemove },
} as const;

const isRelation = (value: unknown): value is keyof typeof calls =>
  typeof value === 'string' && Object.hasOwn(calls, value);

/**
 * Like, favourite and follow as one form: `on=1` adds, `on=0` removes, so a resent form changes nothing. Scripts
 * submit it in the background (`js=1`) and get the new state; a plain HTML form (data saver) gets sent back to
 * the page it came from. A visitor is sent to sign in: there is nothing to save on the server for them.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const relation = form.get('relation');
  const id = String(form.get('id') ?? '');
  const background = form.get('js') === '1';
  const back = returnTo(form.get('returnTo'), request);
  if (!isRelation(relation) || id === '') return data({ error: 'BAD_REQUEST' }, { status: 400 });
  const api = apiOf(request, context);
  if (!api.session.tokens) {
    if (background) return data({ error: 'NOT_AUTHORIZED' }, { status: 401 });
    return redirect(`/login?returnTo=${encodeURIComponent(back)}`);
  }
  const call = form.get('on') === '1' ? calls[relation].on : calls[relation].off;
  try {
    // Sent back to the page, a plain form's reader sees the page read the relation it just set.
    const state = await api.call(call, {
      params: { id },
      ...(background ? {} : { headers: { prefer: 'read-your-writes' } }),
    });
    return background ? { state } : redirect(back);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ error: error.code }, { status: error.status });
  }
}

export const loader = () => redirect('/');
