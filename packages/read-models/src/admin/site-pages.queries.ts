import type { AdminSitePageRecord } from '@afrimedia/contracts';
import { STATIC_PAGE_SLUGS } from '@afrimedia/domain';
import type { AdminDb } from './list-sql.ts';

/** The static pages the reader app links to, each with its text in every language it has. */
export async function sitePageRecords(db: AdminDb): Promise<AdminSitePageRecord[]> {
  const rows = await db.selectFrom('pages.site_pages').selectAll().orderBy('slug').execute();
  const slugs = [...new Set([...STATIC_PAGE_SLUGS, ...rows.map((row) => row.slug)])];
  return slugs.map((slug) => {
    const versions = rows.filter((row) => row.slug === slug);
    const latest = versions.reduce<Date | null>(
      (last, row) => (last === null || row.published_at > last ? row.published_at : last),
      null,
    );
    return {
      id: slug,
      title: Object.fromEntries(versions.map((row) => [row.language, row.title])),
      body: Object.fromEntries(versions.map((row) => [row.language, row.body])),
      publishedAt: latest?.toISOString() ?? null,
    };
  });
}
