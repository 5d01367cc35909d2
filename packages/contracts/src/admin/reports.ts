import { z } from 'zod';
import { adminInstant, adminResource, defineAdminResource, searchableListFilter } from './simple-rest.ts';

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

const reports = adminResource('reports', adminReportRecord);

export const adminReportsCalls = defineAdminResource({
  list: reports.list("Readers' reports, oldest first", {
    sortable: ['id', 'reportedAt', 'status', 'title', 'waitingSeconds'],
    defaultSort: ['reportedAt', 'asc'],
    filter: searchableListFilter({
      status: z.enum(reportStatuses).optional(),
      contentId: z.string().max(200).optional(),
    }),
  }),
  getOne: reports.getOne('One report'),
  hide: reports.action('hide', "Takes the reported content off the reader's pages and search"),
  dismiss: reports.action('dismiss', 'Dismisses the report, leaving the content'),
});
