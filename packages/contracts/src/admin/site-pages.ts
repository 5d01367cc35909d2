import { z } from 'zod';
import { adminSitePage } from '../admin-operations.ts';
import {
  adminInstant,
  adminTexts,
  defineAdminResource,
  getOneCall,
  listCall,
  listFilter,
  updateCall,
} from './simple-rest.ts';

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

const resource = 'site-pages';
const record = adminSitePageRecord;

export const adminSitePagesCalls = defineAdminResource({
  list: listCall(resource, {
    summary: 'The static pages in four languages',
    record,
    sortable: ['id', 'publishedAt'],
    defaultSort: ['id', 'asc'],
    filter: listFilter(),
  }),
  getOne: getOneCall(resource, { summary: 'One static page', record }),
  update: updateCall(resource, {
    summary:
      'Edits a static page (one of the spec, else 404 NOT_FOUND before the body is read): languages left ' +
      'blank are not written, those unchanged append nothing',
    record,
    body: adminSitePage,
  }),
});
