import { adminScheduledContentCalls, type AdminScheduledContentRecord } from '@afrimedia/contracts';
import { adminList, type AdminDb } from './list-sql.ts';

/** Contents waiting for their publication date, nearest first. */
const scheduled = adminList(
  adminScheduledContentCalls.list,
  (db: AdminDb) =>
    db
      .selectFrom('scheduling.contents as s')
      .innerJoin('pages.contents as c', 'c.content_id', 's.content_id')
      .leftJoin('admin_queues.publications as p', 'p.publication_id', 'c.publication_id')
      .where('s.publish_at', 'is not', null)
      .select(['s.content_id', 'c.kind', 'c.title', 'p.slug', 'c.author_id', 's.publish_at'])
      .$narrowType<{ publish_at: Date }>(),
  () => ({
    key: 's.content_id',
    equals: { type: 'c.kind' },
    sortColumns: { id: 's.content_id', scheduledAt: 's.publish_at', title: 'c.title', type: 'c.kind' },
    recordOf: (row): AdminScheduledContentRecord => ({
      id: row.content_id,
      type: row.kind,
      title: row.title,
      publicationSlug: row.slug,
      authorId: row.author_id,
      scheduledAt: row.publish_at.toISOString(),
    }),
  }),
);

export const scheduledContentPage = scheduled.page;
export const scheduledContentRecord = scheduled.one;
