import { authorCalls } from '@afrimedia/contracts';
import type { ReaderLoadContext } from '../../../load-context.ts';
import { ApiError } from '../../../server/api.server.ts';
import { apiOf } from '../../../server/reader.server.ts';
import { readerLanguage } from '../../info/reader-language.server.ts';
import { validatedAuthorIfAny } from './author-tools.server.ts';
import { listedContent, type ListedContent } from './listed-content.server.ts';
import type { AuthorContent } from './studio-state.ts';

export interface ManagedPublication {
  readonly publication: AuthorContent;
  /** Its articles, videos and podcasts in every state, newest change first. */
  readonly contents: readonly ListedContent[];
}

/**
 * The publication `slug` with everything written in it, when the signed-in validated author owns it; null for
 * anyone else (the API answers someone else's publication as not found), who gets the readers' page.
 */
export async function managedPublication(
  request: Request,
  context: ReaderLoadContext,
  slug: string,
): Promise<ManagedPublication | null> {
  if (!(await validatedAuthorIfAny(request, context))) return null;
  const api = apiOf(request, context);
  try {
    const [publication, contents, lang] = await Promise.all([
      api.call(authorCalls.content, { params: { slug } }),
      api.call(authorCalls.contents, { query: { orderBy: 'date' } }),
      readerLanguage(request, context),
    ]);
    if (publication.kind !== 'playlist') return null;
    return {
      publication,
      contents: contents
        .filter((item) => item.publication_id === publication.id)
        .map((item) => listedContent(lang, item)),
    };
  } catch (error) {
    // A slug the API cannot read (400: a NUL, malformed text) names no publication of theirs either.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
