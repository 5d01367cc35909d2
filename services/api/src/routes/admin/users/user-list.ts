import { z } from 'zod';
import { idFilter, searchFilter, type ListSpec } from '../simple-rest.ts';

export const userList = {
  sortable: ['id', 'email', 'createdAt', 'role', 'lastName'],
  defaultSort: ['createdAt', 'desc'],
  filter: z.object({
    id: idFilter.optional(),
    q: searchFilter.optional(),
    role: z.enum(['reader', 'owner', 'admin']).optional(),
    userVerificationStatus: z.enum(['pending', 'verified', 'rejected']).optional(),
  }),
} as const satisfies ListSpec<string, z.ZodObject>;

export type UserSort = (typeof userList.sortable)[number];
export type UserFilter = z.output<typeof userList.filter>;
