import { z } from 'zod';
import { adminInstant, adminResource, defineAdminResource, listFilter } from './simple-rest.ts';

export const adminContentKinds = ['article', 'video', 'podcast'] as const;

/** A content its author scheduled, as the scheduler will publish it. */
export const adminScheduledContentRecord = z.object({
  id: z.string(),
  type: z.enum(adminContentKinds),
  title: z.string(),
  publicationSlug: z.string().nullable(),
  authorId: z.string(),
  scheduledAt: adminInstant,
});
export type AdminScheduledContentRecord = z.output<typeof adminScheduledContentRecord>;

const scheduled = adminResource('scheduled-content', adminScheduledContentRecord);

export const adminScheduledContentCalls = defineAdminResource({
  list: scheduled.list('Contents waiting for their publication date, nearest first (read-only)', {
    sortable: ['id', 'scheduledAt', 'title', 'type'],
    defaultSort: ['scheduledAt', 'asc'],
    filter: listFilter({ type: z.enum(adminContentKinds).optional() }),
  }),
  getOne: scheduled.getOne('One scheduled content'),
});
