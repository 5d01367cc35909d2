import { articleBodyDocument } from '@afrimedia/domain';
import { z } from 'zod';
import { adminInstant, adminResource, defineAdminResource, searchableListFilter } from './simple-rest.ts';

export const contentStates = ['draft', 'waiting_validation', 'scheduled', 'published', 'archived'] as const;

/** A content of one kind, hidden ones included: what its author wrote and its state. */
export const adminContentRecord = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  publicationSlug: z.string().nullable(),
  authorId: z.string(),
  state: z.enum(contentStates),
  /**
   * The language its title is written in: the one whose short name is the title (a content declares no language
   * of its own); null when no short name matches.
   */
  lang: z.string().nullable(),
  publishedAt: adminInstant.nullable(),
  hidden: z.boolean(),
});
export type AdminContentRecord = z.output<typeof adminContentRecord>;

/** One article, with its body: the article-body document the console renders. */
export const adminArticleRecord = adminContentRecord.extend({ body: articleBodyDocument.nullable() });
export type AdminArticleRecord = z.output<typeof adminArticleRecord>;

const contentFilter = searchableListFilter({
  state: z.enum(contentStates).optional(),
  hidden: z.boolean().optional(),
  authorId: z.string().max(200).optional(),
});

function contentCalls<Record extends z.ZodType>(resource: string, noun: string, record: Record) {
  const contents = adminResource(resource, record);
  return defineAdminResource({
    list: contents.list(
      `Every ${noun} in any state, hidden ones included, latest published first (read-only)`,
      {
        sortable: ['id', 'title', 'state', 'publishedAt', 'slug'],
        defaultSort: ['publishedAt', 'desc'],
        filter: contentFilter,
        record: adminContentRecord,
      },
    ),
    getOne: contents.getOne(`One ${noun}`),
  });
}

export const adminArticlesCalls = contentCalls('articles', 'article', adminArticleRecord);
export const adminVideosCalls = contentCalls('videos', 'video', adminContentRecord);
export const adminPodcastsCalls = contentCalls('podcasts', 'podcast', adminContentRecord);
