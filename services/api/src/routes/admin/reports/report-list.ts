import { z } from 'zod';
import { idFilter, searchFilter, type ListSpec } from '../simple-rest.ts';

export const reportList = {
  sortable: ['id', 'reportedAt', 'status', 'title', 'waitingSeconds'],
  defaultSort: ['reportedAt', 'asc'],
  filter: z.object({
    id: idFilter.optional(),
    q: searchFilter.optional(),
    status: z.enum(['open', 'hidden', 'dismissed']).optional(),
    contentId: z.string().max(200).optional(),
  }),
} as const satisfies ListSpec<string, z.ZodObject>;

export type ReportSort = (typeof reportList.sortable)[number];
export type ReportFilter = z.output<typeof reportList.filter>;
