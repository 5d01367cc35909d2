import { webMessages } from '@afrimedia/i18n/web';
import type { Language } from '@afrimedia/i18n';
import { rememberCatalogue } from '../i18n/catalogues.ts';
import type { CompiledMessages } from '../i18n/messages.ts';
import { menusFor } from '../routes/profiles/kids-profile.ts';
import type { RootData, User } from '../server/root-data.server.ts';

/** A signed-in reader as GET /auth/user answers; override what a test is about. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'reader@afrimedia.test',
    phone: null,
    lang: 'en',
    role: 'reader',
    userVerificationStatus: null,
    email_verified: true,
    is_active: true,
    first_name: 'Ada',
    last_name: 'Reader',
    country: null,
    defaultPublicationSlug: null,
    avatar: null,
    hide_watched: false,
    followers_new_content_mail: true,
    favs: [],
    likes: [],
    follows: [],
    watched: [],
    categories: [],
    profiles: [
      {
        id: 'user-1',
        name: 'Ada',
        colour: '#E4572E',
        language: 'en',
        age_limit: null,
        kids: false,
        is_default: true,
      },
    ],
    profile: 'user-1',
    subscription_id: null,
    subscription_end: null,
    ...overrides,
  };
}

/**
 * The root loader's data for component tests. Messages stay ICU sources here: tests run with the parser, which
 * only the browser build leaves out.
 */
export function testRootData(overrides: Partial<RootData> = {}, lang: Language = 'en'): RootData {
  const catalogue = `test:${lang}`;
  rememberCatalogue(catalogue, webMessages[lang] as unknown as CompiledMessages);
  return {
    lang,
    dir: lang === 'ar' ? 'rtl' : 'ltr',
    catalogue,
    origin: 'https://afrimedia.test',
    langInAddress: false,
    config: {
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
    },
    user: null,
    navigation: { videos: [], podcasts: [], events: [] },
    menu: [],
    lite: false,
    ageFilter: 'no-age-restriction',
    deviceId: 'device-1',
    appBanner: null,
    premiumUntil: null,
    year: 2026,
    ...menusFor(overrides.user ?? null),
    ...overrides,
  };
}
