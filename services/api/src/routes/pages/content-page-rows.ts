import { contentBySlug, popularityOf, type Audience, type ReadModels } from '@afrimedia/read-models';
import type { Kysely } from 'kysely';

/** The orders a content page's related contents may be asked in. */
export type RelatedOrder = 'date' | 'alphabetical' | 'popularity';

/** The projections a content page is made from: its answer is kept until one of them moves. */
export const CONTENT_PAGE_PROJECTIONS = ['pages', 'engagement', 'search'] as const;

/**
 * A content's page as the read models hold it, its counts included, and the popularity of its related contents
 * when they are ordered by it; undefined when no such content is published.
 */
export async function contentPageRows(
  db: Kysely<ReadModels>,
  slug: string,
  audience: Audience,
  orderBy: RelatedOrder | undefined,
) {
  const page = await contentBySlug(db, slug, audience);
  if (!page) return undefined;
  const popularity =
    orderBy === 'popularity'
      ? await popularityOf(
          db,
          page.related.map((row) => row.content_id),
        )
      : undefined;
  return { page, counts: page.counts, popularity };
}

export type ContentPageRows = NonNullable<Awaited<ReturnType<typeof contentPageRows>>>;
