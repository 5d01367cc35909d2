import type { ProjectionPart } from '../runtime/define-projection.ts';

/** The site's own pages (about, terms...), one row per slug and language, the last one published. */
export const sitePages: ProjectionPart = {
  tables: ['pages.site_pages'],
  handlers: {
    SitePagePublished: (trx, { event }) => {
      const { slug, language, title, body, publishedAt } = event.data;
      const page = { title, body, published_at: new Date(publishedAt) };
      return trx
        .insertInto('pages.site_pages')
        .values({ slug, language, ...page })
        .onConflict((conflict) => conflict.columns(['slug', 'language']).doUpdateSet(page))
        .execute();
    },
  },
};
