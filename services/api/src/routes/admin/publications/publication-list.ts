import { z } from 'zod';
import { publicationStatuses } from '../publication-applications/publication-application-list.ts';
import { idFilter, searchFilter, type ListSpec } from '../simple-rest.ts';

export const publicationList = {
  sortable: ['id', 'name', 'slug', 'status', 'createdAt'],
  defaultSort: ['createdAt', 'desc'],
  filter: z.object({
    id: idFilter.optional(),
    q: searchFilter.optional(),
    status: z.enum(publicationStatuses).optional(),
    ownerId: z.string().max(200).optional(),
  }),
} as const satisfies ListSpec<string, z.ZodObject>;

export type PublicationSort = (typeof publicationList.sortable)[number];
export type PublicationFilter = z.output<typeof publicationList.filter>;
