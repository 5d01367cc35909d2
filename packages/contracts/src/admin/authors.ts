import { z } from 'zod';
import { adminResource, defineAdminResource, searchableListFilter } from './simple-rest.ts';
import { adminVerificationStatuses, personFields } from './users.ts';

/** Someone who applied to write, with the application's state and how many publications they own. */
export const adminAuthorRecord = z.object({
  id: z.string(),
  ...personFields,
  expertiseTitle: z.string().nullable(),
  country: z.string().nullable(),
  userVerificationStatus: z.enum(adminVerificationStatuses).nullable(),
  publicationsCount: z.int().min(0),
});
export type AdminAuthorRecord = z.output<typeof adminAuthorRecord>;

const authors = adminResource('authors', adminAuthorRecord);

export const adminAuthorsCalls = defineAdminResource({
  list: authors.list('People who applied to write, whatever became of the application', {
    sortable: ['id', 'email', 'lastName', 'publicationsCount'],
    defaultSort: ['lastName', 'asc'],
    filter: searchableListFilter({
      userVerificationStatus: z.enum(adminVerificationStatuses).optional(),
    }),
  }),
  getOne: authors.getOne('One author'),
});
