import { actionsCalls, authorCalls } from '@afrimedia/contracts';
import { data } from 'react-router';
import type { ReaderLoadContext } from '../../../load-context.ts';
import { ApiError, type CallOutput } from '../../../server/api.server.ts';
import { orNotFound } from '../../../server/not-found.server.ts';
import { apiOf } from '../../../server/reader.server.ts';
import { jsonOf } from '../../../server/request-body.server.ts';
import { countryOptions, pageLanguage } from '../../profile/countries.server.ts';
import { validatedAuthor } from '../publications/author-tools.server.ts';
import type { ArticleFormBody } from './article-draft.ts';
import type { SaveAnswer, SaveRequest } from './save-request.ts';

type StudioContent = CallOutput<typeof authorCalls.content>;

/** What both editor routes give their screen: the article (none yet for a new one), where it goes, the countries. */
export interface EditorData {
  readonly publication: { readonly slug: string; readonly title: string; readonly status: string } | null;
  readonly article: StudioContent | null;
  readonly countries: ReturnType<typeof countryOptions>;
}

async function studioContent(request: Request, context: ReaderLoadContext, slug: string) {
  return orNotFound(apiOf(request, context).call(authorCalls.content, { params: { slug } }));
}

async function countriesFor(request: Request, context: ReaderLoadContext) {
  const user = await validatedAuthor(request, context);
  return countryOptions(pageLanguage(request, apiOf(request, context).lang, user.lang));
}

/** /articles/new?publicationSlug=…: a new article in one of the author's publications. */
export async function newArticleData(
  request: Request,
  context: ReaderLoadContext,
  publicationSlug: string,
): Promise<EditorData> {
  const countries = await countriesFor(request, context);
  const publication = await studioContent(request, context, publicationSlug);
  if (publication.kind !== 'playlist') throw data({ code: 'CONTENT_NOT_FOUND' }, { status: 404 });
  return {
    publication: { slug: publication.slug, title: publication.title, status: publication.status },
    article: null,
    countries,
  };
}

/** /editor/publication/{slug}: one of the author's articles, as the API addresses it (by slug). */
export async function articleData(
  request: Request,
  context: ReaderLoadContext,
  slug: string,
): Promise<EditorData> {
  const countries = await countriesFor(request, context);
  const article = await studioContent(request, context, slug);
  if (article.kind !== 'article' || !article.form) throw data({ code: 'CONTENT_NOT_FOUND' }, { status: 404 });
  return { publication: null, article, countries };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A body shaped as the editor sends it; what its fields hold is the API's to check. */
function isSaveRequest(sent: unknown): sent is SaveRequest {
  if (!isRecord(sent)) return false;
  if (sent.intent === 'email') return typeof sent.id === 'string';
  const { target } = sent;
  return (
    sent.intent === 'save' &&
    isRecord(sent.form) &&
    isRecord(target) &&
    ((target.kind === 'new' && typeof target.publication === 'string') ||
      (target.kind === 'existing' && typeof target.slug === 'string' && typeof target.version === 'number'))
  );
}

/**
 * The editor's saves (the autosave, publish, schedule, e-mail to followers) go through here so the session
 * stays in its HttpOnly cookie. An edit carries the version the editor holds in `If-Match`: the API refuses it
 * with 412 when someone saved in between, and the editor says so instead of overwriting.
 */
export async function saveArticle(request: Request, context: ReaderLoadContext): Promise<SaveAnswer> {
  await validatedAuthor(request, context);
  const api = apiOf(request, context);
  const sent = await jsonOf(request);
  if (!isSaveRequest(sent)) throw data({ code: 'BAD_REQUEST' }, { status: 400 });
  try {
    if (sent.intent === 'email') {
      await api.call(actionsCalls.emailFollowers, { body: { id: sent.id } });
      return { ok: true, emailed: true };
    }
    const form: ArticleFormBody & { headline?: boolean } = {
      ...sent.form,
      ...(sent.headline === undefined ? {} : { headline: sent.headline }),
    };
    const content =
      sent.target.kind === 'new'
        ? await api.call(authorCalls.createContent, {
            body: { kind: 'article', publication: sent.target.publication, ...form },
          })
        : await api.call(authorCalls.editContent, {
            params: { slug: sent.target.slug },
            body: form,
            headers: { 'if-match': `"${sent.target.version}"` },
          });
    return {
      ok: true,
      content: { id: content.id, slug: content.slug, version: content.version, status: content.status },
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      ok: false,
      status: error.status,
      code: error.code,
      ...(error.field ? { field: error.field } : {}),
    };
  }
}
