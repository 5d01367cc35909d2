/// <reference lib="webworker" />
import { resolveLanguage, type Language } from '@afrimedia/i18n/languages';
import { clientsClaim, type RouteHandlerCallbackOptions } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import {
  extendSaved,
  keptItems,
  rememberedLanguage,
  rememberLanguage,
  SAVED_CACHE,
  savedPage,
  savePage,
  type SavedType,
} from '../app/offline/saved-items.ts';
import { PREMIUM_UNTIL_HEADER, SAVED_LIST, SAVE_PATH } from '../app/offline/protocol.ts';
import { offlinePage, type OfflinePageTexts } from './offline-page.ts';

declare const self: ServiceWorkerGlobalScope;

/** The offline page's texts in each language, taken from the reader's catalogues when the worker is built. */
declare const OFFLINE_TEXTS: Record<Language, OfflinePageTexts & Record<SavedType, string>>;

// A new worker takes over at once: it only adds offline answers, and a page never depends on the old one's.
void self.skipWaiting();
clientsClaim();
// The page's request leaves while the worker starts, so passing through the worker costs a reader no wait.
enableNavigationPreload();

self.addEventListener('activate', (event) => event.waitUntil(keptItems(new Date())));

const network = new NetworkOnly();

/**
 * What a page the server rendered says about its reader: the language (for the offline page) and, with Premium,
 * its end (saved items follow a renewal).
 */
async function learnFrom(response: Response): Promise<void> {
  const until = response.headers.get(PREMIUM_UNTIL_HEADER);
  if (until) await extendSaved(until);
  const lang = response.headers.get('content-language');
  if (lang && lang !== (await rememberedLanguage())) await rememberLanguage(lang);
}

async function offlineAnswer(url: URL): Promise<Response> {
  const now = new Date();
  const saved = await savedPage(url.pathname + url.search, now);
  if (saved) return saved;
  const lang = resolveLanguage(await rememberedLanguage());
  const texts = OFFLINE_TEXTS[lang];
  const html = offlinePage({
    lang,
    texts,
    items: await keptItems(now),
    retry: url.pathname + url.search,
    typeName: (type) => texts[type],
  });
  return new Response(html, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}

/** The console and the API share the origin and the worker's scope, but are no reader pages to save or stand in for. */
const notReader = /^\/(admin|api)(\/|$)/;

// Pages come from the network; offline, the saved copy, else the offline page listing what is saved.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !notReader.test(url.pathname),
  async ({ request, event, url }: RouteHandlerCallbackOptions) => {
    try {
      const response = await network.handle({ request, event });
      event.waitUntil(learnFrom(response.clone()));
      return response;
    } catch {
      return offlineAnswer(url);
    }
  },
);

// The save control is a plain form: the worker saves the page it was sent from, then shows the saved list.
registerRoute(
  ({ url, request }) => url.pathname === SAVE_PATH && request.mode === 'navigate',
  async ({ request }: RouteHandlerCallbackOptions) => {
    const from = request.referrer ? new URL(request.referrer) : null;
    const outcome =
      from?.origin === self.location.origin
        ? await savePage(from.pathname + from.search, new Date()).catch(() => 'failed' as const)
        : 'failed';
    return Response.redirect(outcome === 'failed' ? `${SAVED_LIST}&failed=1` : SAVED_LIST, 303);
  },
  'POST',
);

// Offline, moving inside a saved page asks React Router's data or route manifest: the answer makes it load the
// whole page instead, which the navigation route above answers from the saved copies.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && (url.pathname.endsWith('.data') || url.pathname === '/__manifest'),
  async ({ request, event, url }: RouteHandlerCallbackOptions) => {
    try {
      return await network.handle({ request, event });
    } catch {
      if (url.pathname === '/__manifest')
        return new Response(null, { status: 204, headers: { 'X-Remix-Reload-Document': 'true' } });
      const page = new URL(url);
      page.searchParams.delete('_routes');
      page.pathname = page.pathname === '/_root.data' ? '/' : page.pathname.replace(/\.data$/, '');
      return new Response(null, {
        status: 204,
        headers: { 'X-Remix-Redirect': page.pathname + page.search, 'X-Remix-Reload-Document': 'true' },
      });
    }
  },
);

/**
 * Scripts, styles, messages and media: the saved copy when there is one (the audio element's byte ranges cut from
 * it, so it can seek offline), else the network, storing nothing: only saving a page stores what it needs.
 */
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    /^\/(assets|i18n|api\/media)\//.test(url.pathname),
  new CacheFirst({
    cacheName: SAVED_CACHE,
    plugins: [{ cacheWillUpdate: async () => null }, new RangeRequestsPlugin()],
  }),
);
