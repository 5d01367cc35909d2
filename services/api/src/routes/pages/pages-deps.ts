import type { ArticleBody } from '@afrimedia/domain';
import type { ReadModels } from '@afrimedia/read-models';
import type { Kysely } from 'kysely';
import { bodyMediaOf, type BodyMedia } from '../../media/body-media.ts';
import { readModelsOf } from '../../storage/api-db.ts';
import type { RouteDeps } from '../route-deps.ts';

/**
 * What the read calls use: the read models, the reader's country, the configured languages, and the uploads an
 * article body names.
 */
export interface PagesDeps {
  readonly db: Kysely<ReadModels>;
  readonly countryOf: RouteDeps['countryOf'];
  readonly languages: RouteDeps['languages'];
  readonly sitePassword: RouteDeps['sitePassword'];
  readonly bodyMedia: (body: ArticleBody | null) => Promise<Record<string, BodyMedia>>;
}

export function pagesDepsOf(deps: RouteDeps): PagesDeps {
  return {
    db: readModelsOf(deps.db),
    countryOf: deps.countryOf,
    languages: deps.languages,
    sitePassword: deps.sitePassword,
    bodyMedia: (body) => bodyMediaOf(deps.db, body),
  };
}
