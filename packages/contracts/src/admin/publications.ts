import { z } from 'zod';
import { publicationStatuses } from './publication-applications.ts';
import {
  adminInstant,
  defineAdminResource,
  getOneCall,
  listCall,
  searchableListFilter,
} from './simple-rest.ts';

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

const resource = 'publications';
const record = adminPublicationRecord;

export const adminPublicationsCalls = defineAdminResource({
  list: listCall(resource, {
    summary: 'Every publication in any state, newest first (read-only)',
    record,
    sortable: ['id', 'name', 'slug', 'status', 'createdAt'],
    defaultSort: ['createdAt', 'desc'],
    filter: searchableListFilter({
      status: z.enum(publicationStatuses).optional(),
      ownerId: z.string().max(200).optional(),
    }),
  }),
  getOne: getOneCall(resource, { summary: 'One publication', record }),
});
