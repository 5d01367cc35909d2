import { z } from 'zod';
import { defineAdminResource, getOneCall, listCall, searchableListFilter } from './simple-rest.ts';

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

export const adminCategoriesCalls = defineAdminResource({
  list: listCall('categories', {
    summary: 'The video and podcast categories, with how many published contents each holds (read-only)',
    record: adminCategoryRecord,
    sortable: ['id', 'slug', 'kind', 'publishedCount'],
    defaultSort: ['id', 'asc'],
    filter: searchableListFilter({
      kind: z.enum(['video', 'podcast']).optional(),
    }),
  }),
  getOne: getOneCall('categories', { summary: 'One category', record: adminCategoryRecord }),
});

export const adminTopicsCalls = defineAdminResource({
  list: listCall('topics', {
    summary: 'The topics, with how many published contents each is given to (read-only)',
    record: adminTopicRecord,
    sortable: ['id', 'publishedCount'],
    defaultSort: ['id', 'asc'],
    filter: searchableListFilter(),
  }),
  getOne: getOneCall('topics', { summary: 'One topic', record: adminTopicRecord }),
});
