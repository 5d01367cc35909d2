import { STATIC_PAGE_SLUGS } from '@afrimedia/domain';
import type { ApiDb } from '../../../storage/api-db.ts';

type PerLanguage = Partial<Record<'en' | 'fr' | 'ar' | 'es', string>>;

export interface SitePageRecord {
  /** The page's slug, as /page/{slug} shows it. */
  readonly id: string;
  readonly title: PerLanguage;
  readonly body: PerLanguage;
  /** When its latest text in any language was published; null for a page never written. */
  readonly publishedAt: string | null;
}

/** The static pages the reader app links to, each with its text in every language it has. */
export async function sitePageRecords(db: ApiDb): Promise<SitePageRecord[]> {
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
