import { z } from 'zod';
import { adminSitePage } from '../admin-operations.ts';
import { adminInstant, adminResource, adminTexts, defineAdminResource, listFilter } from './simple-rest.ts';

/** A static page (/page/{slug}) with its text in every language it has. */
export const adminSitePageRecord = z.object({
  /** The page's slug, as /page/{slug} shows it. */
  id: z.string(),
  title: adminTexts,
  body: adminTexts,
  /** When its latest text in any language was published; null for a page never written. */
  publishedAt: adminInstant.nullable(),
});
export type AdminSitePageRecord = z.output<typeof adminSitePageRecord>;

const pages = adminResource('site-pages', adminSitePageRecord);

export const adminSitePagesCalls = defineAdminResource({
  list: pages.list('The static pages in four languages', {
    sortable: ['id', 'publishedAt'],
    defaultSort: ['id', 'asc'],
    filter: listFilter(),
  }),
  getOne: pages.getOne('One static page'),
  update: pages.update(
    'Edits a static page (one of the spec, else 404 NOT_FOUND before the body is read): languages left ' +
      'blank are not written, those unchanged append nothing',
    adminSitePage,
  ),
});
