import type { Language } from '@afrimedia/i18n';
import type { EventStore } from '@afrimedia/event-store';
import { projections } from '@afrimedia/projections';
import { accessTokens } from '../auth/access-tokens.ts';
import { deviceCookies } from '../auth/device-cookies.ts';
import { sessionStore } from '../auth/sessions.ts';
import { commandDispatcher } from '../commands/dispatch.ts';
import type { ProjectorBatches } from '../commands/projector-batches.ts';
import { readYourWrites } from '../commands/read-your-writes.ts';
import { countryOfRequest, type CountryOf } from '../geo/country-of.ts';
import { afterResponse } from '../http/after-response.ts';
import type { Mailer } from '../mail/mailer.ts';
import { unsubscribeLinks } from '../mail/unsubscribe-links.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import type { Payments } from '../payments/payments.ts';
import type { KeyVault } from '../personal-data/key-vault.ts';
import type { RouteDeps } from '../routes/route-deps.ts';
import type { ApiDb } from '../storage/api-db.ts';

export interface RouteDepsParts {
  readonly db: ApiDb;
  readonly store: EventStore;
  readonly personalKeys: KeyVault;
  readonly mailer: Mailer;
  readonly media: MediaStorage;
  readonly payments?: Payments;
  readonly sessionSecret: string;
  readonly publicUrl: string;
  readonly languages: { readonly supported: readonly Language[]; readonly default: Language };
  readonly sitePassword?: string | undefined;
  readonly clock?: () => Date;
  readonly countryOf?: CountryOf;
  /** The batches of the projectors this process runs, when it runs them: commands wait for those, not a poll. */
  readonly projectorBatches?: ProjectorBatches;
  /** Wakes this process's projectors of these names: a command's events are in the feed, no need to wait a poll. */
  readonly nudgeProjectors?: (projections: Iterable<string>) => void;
}

export function buildRouteDeps(parts: RouteDepsParts): RouteDeps {
  const { db, store } = parts;
  return {
    db,
    store,
    personalKeys: parts.personalKeys,
    dispatch: commandDispatcher(
      store,
      readYourWrites(db, projections, {
        batches: parts.projectorBatches,
        nudge: parts.nudgeProjectors,
      }),
    ),
    sessions: sessionStore(db),
    tokens: accessTokens(parts.sessionSecret),
    deviceCookies: deviceCookies(parts.sessionSecret),
    afterResponse: afterResponse(),
    mailer: parts.mailer,
    unsubscribe: unsubscribeLinks(parts.sessionSecret, parts.publicUrl),
    media: parts.media,
    payments: parts.payments,
    countryOf: parts.countryOf ?? countryOfRequest,
    clock: parts.clock ?? (() => new Date()),
    publicUrl: parts.publicUrl,
    languages: parts.languages,
    sitePassword: parts.sitePassword,
  };
}
