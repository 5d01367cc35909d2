import { z } from 'zod';
import { idFilter, searchFilter, type ListSpec } from '../simple-rest.ts';

export const publicationStatuses = ['draft', 'waiting', 'validated', 'rejected', 'archived'] as const;

export const publicationApplicationList = {
  sortable: ['id', 'submittedAt', 'decidedAt', 'name', 'status', 'waitingSeconds'],
  defaultSort: ['submittedAt', 'asc'],
  filter: z.object({
    id: idFilter.optional(),
    q: searchFilter.optional(),
    status: z.enum(publicationStatuses).optional(),
  }),
} as const satisfies ListSpec<string, z.ZodObject>;

export type PublicationApplicationSort = (typeof publicationApplicationList.sortable)[number];
export type PublicationApplicationFilter = z.output<typeof publicationApplicationList.filter>;
