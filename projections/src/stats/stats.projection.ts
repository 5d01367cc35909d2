import type { ReadModels } from '@afrimedia/read-models';
import { sql, type Transaction } from 'kysely';
import type { ProjectedEvent } from '../runtime/projected-event.ts';
import type { Projection } from '../runtime/projection.ts';

type Trx = Transaction<ReadModels>;

/**
 * Authors' statistics per content and day (UTC): views, likes given, shares, and who the readers were, so
 * audience can be counted distinct over any period. Likes are counted when given: the decider only emits Liked
 * when the reader did not like the content yet.
 */
export const statsProjection: Projection = {
  name: 'stats',
  canHandle: ['ContentDrafted', 'ContentViewed', 'ContentRead', 'ContentShared', 'Liked'],
  async handle(trx, events) {
    for (const event of events) await apply(trx, event);
  },
  async truncate(trx) {
    await trx.deleteFrom('stats.daily_readers').execute();
    await trx.deleteFrom('stats.daily').execute();
    await trx.deleteFrom('stats.content_authors').execute();
  },
};

const dayOf = (instant: string) => instant.slice(0, 10);

async function authorOf(trx: Trx, contentId: string): Promise<string | undefined> {
  const row = await trx
    .selectFrom('stats.content_authors')
    .select('author_id')
    .where('content_id', '=', contentId)
    .executeTakeFirst();
  return row?.author_id;
}

async function count(trx: Trx, contentId: string, at: string, column: 'views' | 'likes' | 'shares') {
  const authorId = await authorOf(trx, contentId);
  if (!authorId) return;
  await trx
    .insertInto('stats.daily')
    .values({ day: dayOf(at), content_id: contentId, author_id: authorId, [column]: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['day', 'content_id'])
        .doUpdateSet({ [column]: sql`stats.daily.${sql.ref(column)} + 1` }),
    )
    .execute();
}

async function reader(trx: Trx, contentId: string, readerId: string, at: string) {
  const authorId = await authorOf(trx, contentId);
  if (!authorId) return;
  await trx
    .insertInto('stats.daily_readers')
    .values({ day: dayOf(at), content_id: contentId, author_id: authorId, reader_id: readerId })
    .onConflict((conflict) => conflict.columns(['day', 'content_id', 'reader_id']).doNothing())
    .execute();
}

async function apply(trx: Trx, { event }: ProjectedEvent): Promise<void> {
  switch (event.type) {
    case 'ContentDrafted':
      await trx
        .insertInto('stats.content_authors')
        .values({ content_id: event.data.contentId, author_id: event.data.ownerId })
        .onConflict((conflict) => conflict.column('content_id').doNothing())
        .execute();
      return;
    case 'ContentViewed':
      await count(trx, event.data.contentId, event.data.at, 'views');
      return reader(trx, event.data.contentId, event.data.readerId, event.data.at);
    case 'ContentRead':
      return reader(trx, event.data.contentId, event.data.readerId, event.data.at);
    case 'ContentShared':
      return count(trx, event.data.contentId, event.data.at, 'shares');
    case 'Liked':
      return count(trx, event.data.targetId, event.data.at, 'likes');
    default:
      return;
  }
}
