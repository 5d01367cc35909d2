import { z } from 'zod';
import {
  actionCall,
  adminInstant,
  defineAdminResource,
  getOneCall,
  listCall,
  searchableListFilter,
} from './simple-rest.ts';

export const reportStatuses = ['open', 'hidden', 'dismissed'] as const;

/** A reader's report on a content. */
export const adminReportRecord = z.object({
  id: z.string(),
  /** The content it hid, or the one its link names today; null when the link names none. */
  contentId: z.string().nullable(),
  link: z.string(),
  title: z.string(),
  comment: z.string(),
  readerId: z.string(),
  reportedAt: adminInstant,
  status: z.enum(reportStatuses),
  waitingSeconds: z.int().min(0),
});
export type AdminReportRecord = z.output<typeof adminReportRecord>;

const resource = 'reports';
const record = adminReportRecord;

export const adminReportsCalls = defineAdminResource({
  list: listCall(resource, {
    summary: "Readers' reports, oldest first",
    record,
    sortable: ['id', 'reportedAt', 'status', 'title', 'waitingSeconds'],
    defaultSort: ['reportedAt', 'asc'],
    filter: searchableListFilter({
      status: z.enum(reportStatuses).optional(),
      contentId: z.string().max(200).optional(),
    }),
  }),
  getOne: getOneCall(resource, { summary: 'One report', record }),
  hide: actionCall(resource, 'hide', {
    summary: "Takes the reported content off the reader's pages and search",
    record,
  }),
  dismiss: actionCall(resource, 'dismiss', { summary: 'Dismisses the report, leaving the content', record }),
});
