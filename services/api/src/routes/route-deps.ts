import type { Language } from '@afrimedia/i18n';
import type { EventStore } from '@afrimedia/event-store';
import type { AccessTokens } from '../auth/access-tokens.ts';
import type { DeviceCookies } from '../auth/device-cookies.ts';
import type { SessionStore } from '../auth/sessions.ts';
import type { DispatchCommand } from '../commands/dispatch.ts';
import type { AfterResponse } from '../http/after-response.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { UnsubscribeLinks } from '../mail/unsubscribe-links.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import type { Payments } from '../payments/payments.ts';
import type { ApiDb } from '../storage/api-db.ts';
import type { CountryOf } from '../geo/country-of.ts';
import type { KeyVault } from '../personal-data/key-vault.ts';

/** Everything a route group needs, passed in (no singletons): tests build it with real parts. */
export interface RouteDeps {
  readonly db: ApiDb;
  /** Personal fields are sealed and opened by it: what it answers is the plaintext while the owner's key lives. */
  readonly store: EventStore;
  /** The keys `store` seals personal data with; destroying one erases its owner's data everywhere at once. */
  readonly personalKeys: KeyVault;
  readonly dispatch: DispatchCommand;
  readonly sessions: SessionStore;
  readonly tokens: AccessTokens;
  /** Signed with the session secret, like the tokens. */
  readonly deviceCookies: DeviceCookies;
  /** Work a route does once it has answered. */
  readonly afterResponse: AfterResponse;
  readonly mailer: Mailer;
  /** Signs and checks the one-click unsubscribe addresses of refusable mail. */
  readonly unsubscribe: UnsubscribeLinks;
  readonly media: MediaStorage;
  /** The payment provider; a process started without one answers payment calls 501. */
  readonly payments: Payments | undefined;
  readonly countryOf: CountryOf;
  readonly clock: () => Date;
  /** Where users reach the platform: e-mailed links point here. */
  readonly publicUrl: string;
  readonly languages: { readonly supported: readonly Language[]; readonly default: Language };
  /** The environment's site wall password, standing until the platform team configures the site. */
  readonly sitePassword: string | undefined;
}
