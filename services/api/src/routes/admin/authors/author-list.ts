import { z } from 'zod';
import { idFilter, searchFilter, type ListSpec } from '../simple-rest.ts';

export const authorList = {
  sortable: ['id', 'email', 'lastName', 'publicationsCount'],
  defaultSort: ['lastName', 'asc'],
  filter: z.object({
    id: idFilter.optional(),
    q: searchFilter.optional(),
    userVerificationStatus: z.enum(['pending', 'verified', 'rejected']).optional(),
  }),
} as const satisfies ListSpec<string, z.ZodObject>;

export type AuthorSort = (typeof authorList.sortable)[number];
export type AuthorFilter = z.output<typeof authorList.filter>;
