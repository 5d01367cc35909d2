import { authorCalls } from '@afrimedia/contracts';
import type { ReaderLoadContext } from '../../../load-context.ts';
import { apiOf } from '../../../server/reader.server.ts';
import { readerLanguage } from '../../info/reader-language.server.ts';
import { validatedAuthorIfAny } from './author-tools.server.ts';
import { listedContent, type ListedContent } from './listed-content.server.ts';

/** A validated author's own publications in every state, newest first; null for anyone else. */
export async function myPublications(
  request: Request,
  context: ReaderLoadContext,
): Promise<ListedContent[] | null> {
  if (!(await validatedAuthorIfAny(request, context))) return null;
  const [publications, lang] = await Promise.all([
    apiOf(request, context).call(authorCalls.contents, { query: { type: 'playlist', orderBy: 'date' } }),
    readerLanguage(request, context),
  ]);
  return publications.map((publication) => listedContent(lang, publication));
}
