import { authCalls, pagesCalls } from '@afrimedia/contracts';
import type { Language } from '@afrimedia/i18n';
import type { ReaderLoadContext } from '../../load-context.ts';
import { ApiError } from '../../server/api.server.ts';
import { apiOf } from '../../server/reader.server.ts';
import { pageLanguage, type Config } from '../../server/root-data.server.ts';
import { readCookies } from '../../server/session.server.ts';

/** A failed read leaves the choice to the next source; a redirect (a dead session) still goes through. */
const unless = <T>(read: Promise<T>, fallback: T) =>
  read.catch((error: unknown) => {
    if (error instanceof ApiError) return fallback;
    throw error;
  });

/**
 * The interface language the root chooses for this request. The API only hears the `lang` query and the
 * browser's languages, not the reader's saved choice, so texts it picks a language for are asked for in this one.
 * The reads are the root's own, sent once per request.
 */
export async function readerLanguage(request: Request, context: ReaderLoadContext): Promise<Language> {
  const api = apiOf(request, context);
  const [config, user] = await Promise.all([
    unless<Pick<Config, 'available_langs' | 'default_lang'>>(api.call(pagesCalls.configs), {
      available_langs: [],
      default_lang: 'en',
    }),
    api.session.tokens ? unless(api.call(authCalls.user), null) : null,
  ]);
  return pageLanguage({
    query: api.lang,
    cookie: readCookies(request).lang,
    account: user?.lang,
    acceptLanguage: request.headers.get('accept-language'),
    config,
  });
}
