import { z } from 'zod';
import { idFilter, searchFilter, type ListSpec } from '../simple-rest.ts';

export const contentStates = ['draft', 'waiting_validation', 'scheduled', 'published', 'archived'] as const;

export const contentList = {
  sortable: ['id', 'title', 'state', 'publishedAt', 'slug'],
  defaultSort: ['publishedAt', 'desc'],
  filter: z.object({
    id: idFilter.optional(),
    q: searchFilter.optional(),
    state: z.enum(contentStates).optional(),
    hidden: z.boolean().optional(),
    authorId: z.string().max(200).optional(),
  }),
} as const satisfies ListSpec<string, z.ZodObject>;

export type ContentSort = (typeof contentList.sortable)[number];
export type ContentFilter = z.output<typeof contentList.filter>;
