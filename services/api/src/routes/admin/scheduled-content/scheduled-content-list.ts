import { z } from 'zod';
import { idFilter, type ListSpec } from '../simple-rest.ts';

export const scheduledContentList = {
  sortable: ['id', 'scheduledAt', 'title', 'type'],
  defaultSort: ['scheduledAt', 'asc'],
  filter: z.object({
    id: idFilter.optional(),
    type: z.enum(['article', 'video', 'podcast']).optional(),
  }),
} as const satisfies ListSpec<string, z.ZodObject>;

export type ScheduledContentSort = (typeof scheduledContentList.sortable)[number];
export type ScheduledContentFilter = z.output<typeof scheduledContentList.filter>;
