import type { ArticleBody } from '@afrimedia/domain';
import type { ReadModels } from '@afrimedia/read-models';
import type { Request } from 'express';
import type { Kysely } from 'kysely';
import { ATTEMPT_WINDOW_MS, attemptLimiter, type AttemptLimiter } from '../../auth/rate-limit.ts';
import { bodyMediaOf, type BodyMedia } from '../../media/body-media.ts';
import { readModelsOf } from '../../storage/api-db.ts';
import type { CommandPorts } from '../../use-cases/ports.ts';
import { requestPorts } from '../../use-cases/request-ports.ts';
import type { RouteDeps } from '../route-deps.ts';

/**
 * What the read calls use: the read models, the reader's country, the configured languages, and the uploads an
 * article body names.
 */
/** Wrong site wall passwords one client address may send per window. */
export const WALL_GUESSES_PER_ADDRESS = 20;

export interface PagesDeps {
  readonly db: Kysely<ReadModels>;
  readonly countryOf: RouteDeps['countryOf'];
  readonly languages: RouteDeps['languages'];
  readonly sitePassword: RouteDeps['sitePassword'];
  /** Wrong site wall passwords per client address: each costs a password hash check. */
  readonly wallGuesses: AttemptLimiter;
  readonly bodyMedia: (body: ArticleBody | null) => Promise<Record<string, BodyMedia>>;
  /** How a read call writes: the freemium meter counts a reading as it answers the content. */
  readonly commandPorts: (request: Request) => CommandPorts;
}

export function pagesDepsOf(deps: RouteDeps): PagesDeps {
  return {
    db: readModelsOf(deps.db),
    countryOf: deps.countryOf,
    languages: deps.languages,
    sitePassword: deps.sitePassword,
    wallGuesses: attemptLimiter(deps.db, {
      name: 'site-wall',
      max: WALL_GUESSES_PER_ADDRESS,
      windowMs: ATTEMPT_WINDOW_MS,
    }),
    bodyMedia: (body) => bodyMediaOf(deps.db, body),
    commandPorts: (request) => requestPorts(deps, request),
  };
}
