import { z } from 'zod';
import { idFilter, searchFilter, type ListSpec } from '../simple-rest.ts';

export const authorApplicationList = {
  sortable: ['id', 'submittedAt', 'decidedAt', 'status', 'email', 'waitingSeconds'],
  defaultSort: ['submittedAt', 'asc'],
  filter: z.object({
    id: idFilter.optional(),
    q: searchFilter.optional(),
    status: z.enum(['waiting', 'validated', 'rejected']).optional(),
  }),
} as const satisfies ListSpec<string, z.ZodObject>;

export type AuthorApplicationSort = (typeof authorApplicationList.sortable)[number];
export type AuthorApplicationFilter = z.output<typeof authorApplicationList.filter>;
