import { authorCalls } from '@afrimedia/contracts';
import type { ReaderLoadContext } from '../../../load-context.ts';
import { apiOf } from '../../../server/reader.server.ts';
import { validatedAuthorIfAny } from './author-tools.server.ts';
import type { AuthorContent } from './studio-state.ts';

/** A validated author's own publications in every state, newest first; null for anyone else. */
export async function myPublications(
  request: Request,
  context: ReaderLoadContext,
): Promise<AuthorContent[] | null> {
  if (!(await validatedAuthorIfAny(request, context))) return null;
  return apiOf(request, context).call(authorCalls.contents, { query: { type: 'playlist', orderBy: 'date' } });
}
