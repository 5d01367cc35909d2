import { authorPath, itemPath } from '@afrimedia/contracts/reader-addresses';
import {
  SITEMAP_SECTIONS,
  sitemapAuthors,
  sitemapContents,
  sitemapPages,
  sitemapPublications,
  type ReadModels,
  type SitemapRange,
  type SitemapSection,
} from '@afrimedia/read-models';
import type { Kysely } from 'kysely';

/** A reader page a sitemap lists, by its path. */
export interface ListedPage {
  readonly path: string;
  readonly lastmod: Date | null;
}

type Lister = (db: Kysely<ReadModels>, range: SitemapRange) => Promise<ListedPage[]>;

const LISTERS: Record<SitemapSection, Lister> = {
  contents: async (db, range) =>
    (await sitemapContents(db, range)).map((row) => ({
      path: itemPath({ type: row.kind, slug: row.slug }),
      lastmod: row.lastmod,
    })),
  publications: async (db, range) =>
    (await sitemapPublications(db, range)).map((row) => ({
      path: itemPath({ type: 'playlist', slug: row.slug }),
      lastmod: row.lastmod,
    })),
  authors: async (db, range) =>
    (await sitemapAuthors(db, range)).map((row) => ({ path: authorPath(row.user_id), lastmod: row.lastmod })),
};

/** The site's own file: its home, there however empty the site is, so the index never lists nothing. */
const SITE_FILE = 'site-1';
const HOME: ListedPage = { path: '/', lastmod: null };

const FILE_NAME = new RegExp(`^(${SITEMAP_SECTIONS.join('|')})-([1-9][0-9]{0,8})$`);

/** The sitemap files there are now, by name (`contents-3`: the third page of contents), with their latest change. */
export async function sitemapFiles(
  db: Kysely<ReadModels>,
  itemsPerFile: number,
): Promise<{ name: string; lastmod: Date | null }[]> {
  const pages = await sitemapPages(db, itemsPerFile);
  return [
    { name: SITE_FILE, lastmod: HOME.lastmod },
    ...pages.map((page) => ({ name: `${page.section}-${page.page}`, lastmod: page.lastmod })),
  ];
}

/** The pages the file `name` lists; none for a name that is no file, or a page past the section's end. */
export async function sitemapFilePages(
  db: Kysely<ReadModels>,
  name: string,
  itemsPerFile: number,
): Promise<ListedPage[]> {
  if (name === SITE_FILE) return [HOME];
  const match = FILE_NAME.exec(name);
  if (!match) return [];
  const section = match[1] as SitemapSection;
  const page = Number(match[2]);
  return LISTERS[section](db, { limit: itemsPerFile, offset: (page - 1) * itemsPerFile });
}
