import { data } from 'react-router';
import type { ReaderLoadContext } from '../../../load-context.ts';
import { authorMenu } from '../../../layout/author-menu.ts';
import { apiOf } from '../../../server/reader.server.ts';
import type { User } from '../../../server/root-data.server.ts';
import { signedInUser } from '../../auth/session.server.ts';
import { onKidsProfile } from '../../profiles/kids-profile.ts';
import { userOrSignIn } from '../apply/user-or-sign-in.server.ts';
import { AUTHOR_NOT_VERIFIED } from './StudioErrorBoundary.tsx';

const isValidatedAuthor = (user: User) => authorMenu(user).kind === 'tools';

/**
 * Spec §6: author tools need a verified owner or an admin. A visitor signs in first; anyone else gets the
 * 'Author not verified' screen (the route's error boundary) with the way to their application.
 */
export async function validatedAuthor(request: Request, context: ReaderLoadContext): Promise<User> {
  const user = await userOrSignIn(request, context);
  if (!isValidatedAuthor(user)) throw data({ code: AUTHOR_NOT_VERIFIED }, { status: 403 });
  return user;
}

/**
 * The signed-in validated author, or null for anyone else (a kids profile of the author's account included): for
 * the readers' pages that show an author more.
 */
export async function validatedAuthorIfAny(
  request: Request,
  context: ReaderLoadContext,
): Promise<User | null> {
  const api = apiOf(request, context);
  if (!api.session.tokens) return null;
  const user = await signedInUser(api);
  if (!user || onKidsProfile(user)) return null;
  return isValidatedAuthor(user) ? user : null;
}
