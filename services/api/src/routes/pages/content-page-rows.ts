import { contentBySlugAt, popularityOf, type Audience, type ReadModels } from '@afrimedia/read-models';
import type { Kysely } from 'kysely';
import type { Labelled } from './answers-by-checkpoint.ts';

/** The orders a content page's related contents may be asked in. */
export type RelatedOrder = 'date' | 'alphabetical' | 'popularity';

/** The projections a content page is made from: its answer is kept until one of them moves. */
export const CONTENT_PAGE_PROJECTIONS = ['pages', 'engagement', 'search'] as const;

/**
 * A content's page as the read models hold it, its counts included, and the popularity of its related contents
 * when they are ordered by it (undefined when no such content is published), labelled with where the page's
 * projections stood when its rows were read.
 */
export async function contentPageRows(
  db: Kysely<ReadModels>,
  slug: string,
  audience: Audience,
  orderBy: RelatedOrder | undefined,
): Promise<Labelled<ContentPageRows | undefined>> {
  const { page, at } = await contentBySlugAt(db, slug, audience, CONTENT_PAGE_PROJECTIONS);
  if (!page) return { at, answer: undefined };
  const popularity =
    orderBy === 'popularity'
      ? await popularityOf(
          db,
          page.related.map((row) => row.content_id),
        )
      : undefined;
  return { at, answer: { page, popularity } };
}

export interface ContentPageRows {
  readonly page: NonNullable<Awaited<ReturnType<typeof contentBySlugAt>>['page']>;
  readonly popularity: ReadonlyMap<string, number> | undefined;
}
