import { z } from 'zod';
import { adminResource, defineAdminResource, searchableListFilter } from './simple-rest.ts';

/** A video or podcast category (genre) of the top menu: the spec fixes the list, the console reads it. */
export const adminCategoryRecord = z.object({
  /** `<kind>-<slug>`: a genre may name a video and a podcast category both. */
  id: z.string(),
  slug: z.string(),
  kind: z.enum(['video', 'podcast']),
  /** The reader's page of the category. */
  path: z.string(),
  publishedCount: z.int().min(0),
});
export type AdminCategoryRecord = z.output<typeof adminCategoryRecord>;

/** A topic of the spec's closed list, with how many published contents are given to it. */
export const adminTopicRecord = z.object({
  id: z.string(),
  /** The reader's page of the topic. */
  path: z.string(),
  publishedCount: z.int().min(0),
});
export type AdminTopicRecord = z.output<typeof adminTopicRecord>;

const categories = adminResource('categories', adminCategoryRecord);

export const adminCategoriesCalls = defineAdminResource({
  list: categories.list(
    'The video and podcast categories, with how many published contents each holds (read-only)',
    {
      sortable: ['id', 'slug', 'kind', 'publishedCount'],
      defaultSort: ['id', 'asc'],
      filter: searchableListFilter({
        kind: z.enum(['video', 'podcast']).optional(),
      }),
    },
  ),
  getOne: categories.getOne('One category'),
});

const topics = adminResource('topics', adminTopicRecord);

export const adminTopicsCalls = defineAdminResource({
  list: topics.list('The topics, with how many published contents each is given to (read-only)', {
    sortable: ['id', 'publishedCount'],
    defaultSort: ['id', 'asc'],
    filter: searchableListFilter(),
  }),
  getOne: topics.getOne('One topic'),
});
