import { authCalls, pagesCalls } from '@afrimedia/contracts';
import { hasPremium } from '@afrimedia/domain/subscription';
import { baseLanguage, direction, LANGUAGES, negotiateLanguage, type Language } from '@afrimedia/i18n';
import { offeredLanguages } from '../i18n/offered-languages.ts';
import { menusFor } from '../routes/profiles/kids-profile.ts';
import type { ReaderLoadContext } from '../load-context.ts';
import { ageFilterOf } from './age-filter.server.ts';
import { ApiError, type CallOutput } from './api.server.ts';
import { environment, type ReaderEnvironment } from './environment.server.ts';
import { catalogueFile } from './messages.server.ts';
import { apiOf } from './reader.server.ts';
import { readCookies } from './session.server.ts';

export type Config = CallOutput<typeof pagesCalls.configs>;
export type User = CallOutput<typeof authCalls.user>;

const LAUNCH_CONFIG: Config = {
  app_access: 'free',
  available_langs: [
    { id: 'en', name: 'English' },
    { id: 'fr', name: 'Français' },
    { id: 'ar', name: 'العربية' },
    { id: 'es', name: 'Español' },
  ],
  default_lang: 'en',
  freemium_reads: 5,
  site_wall: false,
};

/** Spec §8: config, menu and user fetch failures are only logged; the page renders with what it has. */
async function logged<T>(what: string, promise: Promise<T>, fallback: T): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.warn(`reader: ${what} failed: ${error.code}`);
    return fallback;
  }
}

/**
 * Data saver (spec §9, "for readers who pay for every megabyte"): the browser's `Save-Data: on`, unless the
 * reader chose the full site; or the reader's own switch.
 */
export function isLite(request: Request): boolean {
  const choice = readCookies(request).lite;
  if (choice === '1') return true;
  if (choice === '0') return false;
  return request.headers.get('save-data')?.trim().toLowerCase() === 'on';
}

/** Spec §2 app banner: the store of the reader's phone, when the platform has an app there. */
export function appBannerFor(
  userAgent: string,
  stores: Pick<ReaderEnvironment, 'iosStoreUrl' | 'androidStoreUrl'>,
): { store: 'ios' | 'android'; url: string } | null {
  if (/iPhone|iPad|iPod/i.test(userAgent) && stores.iosStoreUrl)
    return { store: 'ios', url: stores.iosStoreUrl };
  if (/Android/i.test(userAgent) && stores.androidStoreUrl)
    return { store: 'android', url: stores.androidStoreUrl };
  return null;
}

/**
 * Spec §1: the `lang` query, then the device's choice (cookie) or the account's, then the browser's languages
 * (region trimmed), then the configured default; only among the configured languages.
 */
export function pageLanguage(input: {
  query: string | undefined;
  cookie: string | undefined;
  account: string | undefined;
  acceptLanguage: string | null;
  config: Pick<Config, 'available_langs' | 'default_lang'>;
}): Language {
  return negotiateLanguage({
    query: input.query,
    stored: input.cookie ?? input.account,
    acceptLanguage: input.acceptLanguage,
    supported: offeredLanguages(input.config),
    fallback: LANGUAGES.find((language) => language === input.config.default_lang) ?? 'en',
  });
}

export async function loadRootData(request: Request, context: ReaderLoadContext) {
  const api = apiOf(request, context);
  const cookies = readCookies(request);
  const [config, user, navigation, menu] = await Promise.all([
    logged('config', api.call(pagesCalls.configs), LAUNCH_CONFIG),
    api.session.tokens ? logged('user', api.call(authCalls.user), null) : Promise.resolve(null),
    logged('navigation', api.call(pagesCalls.navigation), { videos: [], podcasts: [], events: [] }),
    logged('menu', api.call(pagesCalls.menu), []),
  ]);
  const lang = pageLanguage({
    query: api.lang,
    cookie: cookies.lang,
    account: user?.lang,
    acceptLanguage: request.headers.get('accept-language'),
    config,
  });
  return {
    lang,
    dir: direction(lang),
    /** Where the browser fetches this language's messages. */
    catalogue: catalogueFile(lang).address,
    /** The site's origin: pages name their absolute addresses (canonical, language versions) with it. */
    origin: new URL(request.url).origin,
    /** Whether the page's own address chose its language: its `lang` query, which wins over any other choice. */
    langInAddress: api.lang !== undefined && baseLanguage(api.lang) === lang,
    config,
    user,
    navigation,
    menu,
    ...menusFor(user),
    lite: isLite(request),
    /** The maturity rating this device filters contents by (spec §5). */
    ageFilter: ageFilterOf(request),
    deviceId: api.session.deviceId,
    appBanner: appBannerFor(request.headers.get('user-agent') ?? '', environment),
    /**
     * The end of the reader's Premium while it lasts, else null: decided here, by the server's clock, so the page
     * hydrates with the save control the server rendered, and the page's answer can tell the service worker.
     */
    premiumUntil: user && hasPremium(user, new Date()) ? user.subscription_end : null,
    /**
     * The footer's year, by the server's clock in UTC: the browser's clock may already be in the next year (or
     * still in the last) where the reader lives, and the page must hydrate to the text the server sent.
     */
    year: new Date().getUTCFullYear(),
  };
}

export type RootData = Awaited<ReturnType<typeof loadRootData>>;
