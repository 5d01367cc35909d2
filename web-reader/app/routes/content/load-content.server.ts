import { actionsCalls, pagesCalls } from '@afrimedia/contracts';
import { QUALIFIED_READ_SECONDS } from '@afrimedia/domain';
import { data, redirect } from 'react-router';
import { itemPath } from '../../components/paths.ts';
import { dateText } from '../../i18n/dates.server.ts';
import type { ReaderLoadContext } from '../../load-context.ts';
import { ApiError, type ApiClient } from '../../server/api.server.ts';
import { apiOf } from '../../server/reader.server.ts';
import { readerLanguage } from '../info/reader-language.server.ts';
import type { ContentPage, ContentType, GenrePage } from './content-page.ts';
import { formOf } from '../../server/request-body.server.ts';

/** Related contents come newest first unless the reader sorted them (orderBy, direction pass through). */
function sortOf(url: URL) {
  const orderBy = url.searchParams.get('orderBy');
  const direction = url.searchParams.get('direction');
  return {
    ...(orderBy === 'date' || orderBy === 'alphabetical' || orderBy === 'popularity' ? { orderBy } : {}),
    ...(direction === 'asc' || direction === 'desc' ? { direction } : {}),
  };
}

/** A page-relative media address made absolute, so a link preview (WhatsApp, X, Facebook) can fetch it. */
const absolute = (path: string | null, origin: string) => (path ? new URL(path, origin).href : null);

/**
 * The content page of `slug`, or what stands instead of it: geoblocked (spec §8: a 403 that keeps the reader
 * signed in) or missing. A content locked by the freemium meter or for Premium is a page with its teaser.
 * A slug the API refuses as malformed is a page that does not exist.
 */
export async function findContent(
  request: Request,
  context: ReaderLoadContext,
  slug: string | undefined,
): Promise<ContentPage | { kind: 'geoblocked' } | { kind: 'missing' }> {
  if (!slug) return { kind: 'missing' };
  const url = new URL(request.url);
  try {
    const [page, lang] = await Promise.all([
      apiOf(request, context).call(pagesCalls.content, { params: { slug }, query: sortOf(url) }),
      readerLanguage(request, context),
    ]);
    const canonical = new URL(itemPath(page.content), url.origin).href;
    const image = absolute(page.content.poster_url ?? page.content.cover_url, url.origin);
    const publishedAt = page.content.published_at;
    const publishedOn = publishedAt ? dateText(lang, publishedAt) : null;
    return { kind: 'content', ...page, canonical, image, publishedOn, readSeconds: QUALIFIED_READ_SECONDS };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === 'CONTENT_GEOBLOCKED') return { kind: 'geoblocked' };
    if (error.status === 404 || error.status === 400) return { kind: 'missing' };
    throw error;
  }
}

/** A genre of the top menu (GET /pages/navigation) listed as a category of `type`; null when it is none. */
export async function findGenre(
  api: ApiClient,
  slug: string,
  type: 'video' | 'podcast',
): Promise<GenrePage | null> {
  const navigation = await api.call(pagesCalls.navigation);
  const entries = type === 'video' ? navigation.videos : navigation.podcasts;
  if (!entries.some((entry) => entry.slug === slug)) return null;
  try {
    const { contents, total } = await api.call(pagesCalls.category, {
      params: { slug },
      query: { type, limit: 100 },
    });
    return { kind: 'genre', genre: slug, type, contents, total };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * What a content route answers: the page; 403 with the geoblocking message as its body; a 404 screen; or, when
 * the path names another type than the content's, a redirect to the content's own path.
 */
export function answer(found: Awaited<ReturnType<typeof findContent>>, expected: ContentType | null) {
  if (found.kind === 'geoblocked') return data({ kind: 'geoblocked' as const }, { status: 403 });
  if (found.kind === 'missing') throw data(null, { status: 404 });
  if (expected && found.content.type !== expected) throw redirect(itemPath(found.content), 301);
  return found;
}

/**
 * POST /actions/view: the page was shown to a reader (or a visitor's device), a view for the author's statistics;
 * `via` (list, share, or empty for neither) says whether the reader clicked their way to it.
 */
export const viewAction = (request: Request, context: ReaderLoadContext) =>
  sameOriginAction(request, (form) =>
    apiOf(request, context).call(actionsCalls.view, {
      body: { contentId: String(form.get('contentId') ?? ''), via: form.get('via') ?? undefined },
    }),
  );

/** POST /actions/read: the content stayed on screen, or played, for `seconds` since its view. */
export const readAction = (request: Request, context: ReaderLoadContext) =>
  sameOriginAction(request, (form) =>
    apiOf(request, context).call(actionsCalls.read, {
      // A missing or empty count is no number, which the API refuses, rather than a read of 0 s.
      body: { contentId: String(form.get('contentId') ?? ''), seconds: Number(form.get('seconds') || NaN) },
    }),
  );

/** Spec §7 POST /actions/share: counts a share under the label of where it went (whatsapp, x, facebook, copy). */
export const shareAction = (request: Request, context: ReaderLoadContext) =>
  sameOriginAction(request, (form) =>
    apiOf(request, context).call(actionsCalls.share, {
      body: { label: String(form.get('label') ?? ''), contentId: String(form.get('contentId') ?? '') },
    }),
  );

/** A form posted from this site, sent on to the API: its answer, or its refusal with the API's status. */
async function sameOriginAction<T>(request: Request, send: (form: FormData) => Promise<T>) {
  try {
    return await send(await formOf(request));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ error: { code: error.code, field: error.field } }, { status: error.status });
  }
}
