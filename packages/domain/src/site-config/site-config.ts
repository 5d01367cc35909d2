import { z } from 'zod';
import { defineEvent, type EventsOf } from '../core/event-definition.ts';
import { SUPPORTED_LANGUAGES, type Language } from '../rules/languages.ts';

const instant = z.iso.datetime({ offset: true });

/** The site has one configuration: one stream holds every change to it. */
export const SITE_CONFIG_STREAM = 'siteconfig-site';

/**
 * Spec §3 Config: who may use the app: signed-in users, subscribers, everybody without limit (`free`, the launch
 * phase), or everybody with a few free readings a month before subscribing (`freemium`, spec §9).
 */
export const APP_ACCESS_MODES = ['authentication', 'subscription', 'free', 'freemium'] as const;
export type AppAccess = (typeof APP_ACCESS_MODES)[number];

/** What configurations stored before `free` and `freemium` existed called everybody's unlimited access. */
const LEGACY_FREE = 'other';

/** An access mode as rows and events written before `free` and `freemium` may hold it. */
export type StoredAppAccess = AppAccess | typeof LEGACY_FREE;

/** A stored access mode as it reads today: the legacy `other` is `free`, which it always meant. */
export const appAccessOf = (stored: StoredAppAccess): AppAccess => (stored === LEGACY_FREE ? 'free' : stored);

/**
 * The whole configuration as it stands after the change, so a reader of the latest event needs no other. The
 * wall password is stored as a hash made by the API; null when the site has no wall.
 */
export const SiteConfigured = defineEvent(
  'SiteConfigured',
  z.object({
    appAccess: z.enum(APP_ACCESS_MODES),
    availableLanguages: z.array(z.enum(SUPPORTED_LANGUAGES)).min(1),
    defaultLanguage: z.enum(SUPPORTED_LANGUAGES),
    sitePasswordHash: z.string().min(1).nullable(),
    configuredAt: instant,
  }),
  {
    schemaVersion: 2,
    upcasters: { 1: (data) => ({ ...data, appAccess: appAccessOf(data.appAccess as StoredAppAccess) }) },
  },
);

export const siteConfigEventDefinitions = [SiteConfigured] as const;
export type SiteConfigEvent = EventsOf<typeof siteConfigEventDefinitions>;

export type SiteConfigState =
  | { readonly status: 'unset' }
  | {
      readonly status: 'set';
      readonly appAccess: AppAccess;
      readonly availableLanguages: readonly Language[];
      readonly defaultLanguage: Language;
      readonly sitePasswordHash: string | null;
    };

export const initialSiteConfigState = (): SiteConfigState => ({ status: 'unset' });

export function evolveSiteConfig(_state: SiteConfigState, event: SiteConfigEvent): SiteConfigState {
  const { appAccess, availableLanguages, defaultLanguage, sitePasswordHash } = event.data;
  return { status: 'set', appAccess, availableLanguages, defaultLanguage, sitePasswordHash };
}
