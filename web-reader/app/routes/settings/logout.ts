import { authCalls } from '@afrimedia/contracts';
import { redirect } from 'react-router';
import type { Route } from './+types/logout';
import { ApiError } from '../../server/api.server.ts';
import { apiOf } from '../../server/reader.server.ts';

/** Spec §2 profile menu: logout, then go to /. The session ends on the server and the cookie is cleared. */
export async function action({ request, context }: Route.ActionArgs) {
  const api = apiOf(request, context);
  try {
    if (api.session.tokens) await api.call(authCalls.logout);
  } catch (error) {
    // A session the API already ended (401, its redirect to /login) still ends here, and the reader goes home.
    if (!(error instanceof ApiError) && !(error instanceof Response)) throw error;
  }
  api.session.clear();
  return redirect('/');
}

export const loader = () => redirect('/');
