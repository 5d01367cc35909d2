import { redirect } from 'react-router';
import { onKidsProfile } from '../../profiles/kids-profile.ts';
import type { ReaderLoadContext } from '../../../load-context.ts';
import { apiOf } from '../../../server/reader.server.ts';
import type { User } from '../../../server/root-data.server.ts';
import { signedInUser } from '../../auth/session.server.ts';

/**
 * The signed-in user; a visitor goes to sign in first and comes back to the page asked for. A kids profile has no
 * author tools: it goes to the picker, where leaving it asks for the PIN.
 */
export async function userOrSignIn(request: Request, context: ReaderLoadContext): Promise<User> {
  const user = await signedInUser(apiOf(request, context));
  if (user && onKidsProfile(user)) throw redirect('/profiles');
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(`/login?returnTo=${encodeURIComponent(url.pathname + url.search)}`);
}
