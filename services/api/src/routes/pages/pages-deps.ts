import type { ReadModels } from '@afrimedia/read-models';
import type { Kysely } from 'kysely';
import { readModelsOf } from '../../storage/api-db.ts';
import type { RouteDeps } from '../route-deps.ts';

/** What the read calls use: the read models, the reader's country, the configured languages. */
export interface PagesDeps {
  readonly db: Kysely<ReadModels>;
  readonly countryOf: RouteDeps['countryOf'];
  readonly languages: RouteDeps['languages'];
}

export function pagesDepsOf(deps: RouteDeps): PagesDeps {
  return {
    db: readModelsOf(deps.db),
    countryOf: deps.countryOf,
    languages: deps.languages,
  };
}
