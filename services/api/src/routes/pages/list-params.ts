import { ageLimitRank, isTopic, maturityAge, PODCAST_GENRES, reject, VIDEO_GENRES } from '@afrimedia/domain';
import type { Audience } from '@afrimedia/read-models';
import type { Request } from 'express';
import type { PagesDeps } from './pages-deps.ts';

/**
 * Who is looking (spec §5, §6): the reader's country for geoblocking, the age filter chosen with the `age`
 * query, a maturity slug (none means `no-age-restriction`; a slug that is not a maturity rating is refused), and
 * the age limit of the viewing profile, which its session holds and no query can lift.
 */
export function audienceOf(deps: PagesDeps, request: Request, age: string | undefined): Audience {
  const ageLimit = age ? maturityAge(age) : 0;
  if (ageLimit === undefined) throw reject('FIELDS_REQUIRED', 'age');
  const limit = request.ctx.profile?.ageLimit ?? null;
  return {
    readerCountry: deps.countryOf(request),
    ageLimit,
    ...(limit === null ? {} : { maxAge: ageLimitRank(limit) }),
  };
}

const GENRES: readonly string[] = [...VIDEO_GENRES, ...PODCAST_GENRES];

/** A category page exists for each topic and each video or podcast genre; any other slug is a 404 page. */
export function knownCategory(slug: string, { topicsOnly = false } = {}): string {
  if (isTopic(slug) || (!topicsOnly && GENRES.includes(slug))) return slug;
  throw reject('PAGE_NOT_FOUND');
}

/** The rows of page `page` (from 1) of `pageSize`. */
export const pageWindow = (page: number, pageSize: number) => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
});
