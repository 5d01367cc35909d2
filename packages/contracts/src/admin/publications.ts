import { z } from 'zod';
import { publicationStatuses } from './publication-applications.ts';
import { adminInstant, adminResource, defineAdminResource, searchableListFilter } from './simple-rest.ts';

/** A publication in any state (validation happens in the publication applications queue). */
export const adminPublicationRecord = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  ownerId: z.string(),
  status: z.enum(publicationStatuses),
  topics: z.array(z.string()),
  createdAt: adminInstant.nullable(),
});
export type AdminPublicationRecord = z.output<typeof adminPublicationRecord>;

const publications = adminResource('publications', adminPublicationRecord);

export const adminPublicationsCalls = defineAdminResource({
  list: publications.list('Every publication in any state, newest first (read-only)', {
    sortable: ['id', 'name', 'slug', 'status', 'createdAt'],
    defaultSort: ['createdAt', 'desc'],
    filter: searchableListFilter({
      status: z.enum(publicationStatuses).optional(),
      ownerId: z.string().max(200).optional(),
    }),
  }),
  getOne: publications.getOne('One publication'),
});
