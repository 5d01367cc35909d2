import type { ReadModels } from '@afrimedia/read-models';
import { sql, type Transaction } from 'kysely';
import { inChunks } from '../runtime/in-chunks.ts';
import type { ProjectedEvent } from '../runtime/projected-event.ts';
import { defineProjection } from '../runtime/define-projection.ts';
import { together } from '../runtime/event-handlers.ts';

type Trx = Transaction<ReadModels>;

/**
 * Authors' statistics per content and day (UTC): views, likes given, shares, and who the readers were, so
 * audience can be counted distinct over any period. Likes are counted when given: the decider only emits Liked
 * when the reader did not like the content yet. A batch reads the authors of its contents once and sums its
 * counters in memory.
 */
export const statsProjection = defineProjection('stats', {
  tables: ['stats.daily_readers', 'stats.daily', 'stats.content_authors'],
  handlers: together(
    ['ContentDrafted', 'ContentViewed', 'ContentRead', 'ContentShared', 'Liked'],
    applyBatch,
  ),
});

async function applyBatch(trx: Trx, events: readonly ProjectedEvent[]): Promise<void> {
  const changes = statsChanges(events, await authorsOf(trx, events));
  await inChunks(changes.contentAuthors, (rows) =>
    trx
      .insertInto('stats.content_authors')
      .values(rows)
      .onConflict((conflict) => conflict.column('content_id').doNothing())
      .execute(),
  );
  await inChunks(changes.daily, (rows) =>
    trx
      .insertInto('stats.daily')
      .values(rows)
      .onConflict((conflict) =>
        conflict.columns(['day', 'content_id']).doUpdateSet({
          views: sql`stats.daily.views + excluded.views`,
          likes: sql`stats.daily.likes + excluded.likes`,
          shares: sql`stats.daily.shares + excluded.shares`,
        }),
      )
      .execute(),
  );
  await inChunks(changes.readers, (rows) =>
    trx
      .insertInto('stats.daily_readers')
      .values(rows)
      .onConflict((conflict) => conflict.columns(['day', 'content_id', 'reader_id']).doNothing())
      .execute(),
  );
}

const dayOf = (instant: string) => instant.slice(0, 10);

interface DailyRow {
  day: string;
  content_id: string;
  author_id: string;
  views: number;
  likes: number;
  shares: number;
}

/** The batch's rows: authors first met, counters summed per content and day, readers per content and day. */
export function statsChanges(events: readonly ProjectedEvent[], authorsBefore: ReadonlyMap<string, string>) {
  const authors = new Map(authorsBefore);
  const contentAuthors: Array<{ content_id: string; author_id: string }> = [];
  const daily = new Map<string, DailyRow>();
  const readers = new Map<
    string,
    { day: string; content_id: string; author_id: string; reader_id: string }
  >();
  const count = (contentId: string, at: string, column: 'views' | 'likes' | 'shares') => {
    const authorId = authors.get(contentId);
    if (!authorId) return;
    const key = JSON.stringify([dayOf(at), contentId]);
    const row = daily.get(key) ?? {
      day: dayOf(at),
      content_id: contentId,
      author_id: authorId,
      views: 0,
      likes: 0,
      shares: 0,
    };
    row[column] += 1;
    daily.set(key, row);
  };
  const reader = (contentId: string, readerId: string, at: string) => {
    const authorId = authors.get(contentId);
    if (!authorId) return;
    const row = { day: dayOf(at), content_id: contentId, author_id: authorId, reader_id: readerId };
    readers.set(JSON.stringify([row.day, contentId, readerId]), row);
  };
  for (const { event } of events) {
    switch (event.type) {
      case 'ContentDrafted':
        if (authors.has(event.data.contentId)) break;
        authors.set(event.data.contentId, event.data.ownerId);
        contentAuthors.push({ content_id: event.data.contentId, author_id: event.data.ownerId });
        break;
      case 'ContentViewed':
        count(event.data.contentId, event.data.at, 'views');
        reader(event.data.contentId, event.data.readerId, event.data.at);
        break;
      case 'ContentRead':
        reader(event.data.contentId, event.data.readerId, event.data.at);
        break;
      case 'ContentShared':
        count(event.data.contentId, event.data.at, 'shares');
        break;
      case 'Liked':
        count(event.data.targetId, event.data.at, 'likes');
        break;
      default:
        break;
    }
  }
  return { contentAuthors, daily: [...daily.values()], readers: [...readers.values()] };
}

/** The authors of the contents the batch counts, in one query per thousand. */
async function authorsOf(trx: Trx, events: readonly ProjectedEvent[]): Promise<Map<string, string>> {
  const contentIds = new Set<string>();
  for (const { event } of events) {
    if (event.type === 'Liked') contentIds.add(event.data.targetId);
    else if ('contentId' in event.data) contentIds.add(event.data.contentId);
  }
  const authors = new Map<string, string>();
  await inChunks([...contentIds], async (chunk) => {
    const rows = await trx
      .selectFrom('stats.content_authors')
      .select(['content_id', 'author_id'])
      .where('content_id', 'in', chunk)
      .execute();
    for (const row of rows) authors.set(row.content_id, row.author_id);
  });
  return authors;
}
