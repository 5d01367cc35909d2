import type { ReadModels } from '@afrimedia/read-models';
import { sql, type Transaction } from 'kysely';
import { inChunks } from '../runtime/in-chunks.ts';
import { defineProjection } from '../runtime/define-projection.ts';
import { together } from '../runtime/event-handlers.ts';
import type { ProjectedEvent } from '../runtime/projected-event.ts';
import {
  counterOf,
  engagementChanges,
  noCounts,
  relationKey,
  switchedRelations,
  switchTypes,
  type CountColumn,
  type RelationKey,
} from './engagement-changes.ts';

type Trx = Transaction<ReadModels>;

const countColumns: readonly CountColumn[] = ['likes', 'favourites', 'followers', 'saves', 'shares', 'views'];

/**
 * Readers' favourites, likes, follows and saved events; counts per content, author or publication; watching.
 * Favourites, likes and watched positions are kept per viewing profile, and go with a removed profile.
 * A batch is applied with a statement per table: the relations it switches are read once, the counters are
 * summed in memory.
 */
export const engagementProjection = defineProjection('engagement', {
  tables: ['engagement.relations', 'engagement.counts', 'engagement.watched'],
  handlers: together(
    [
      ...switchTypes,
      'ContentViewed',
      'ContentShared',
      'ContentWatched',
      'ProfileRemoved',
      'WatchHistoryErased',
      'AccountDeleted',
    ],
    applyBatch,
  ),
});

/**
 * The events in feed order: what a removed profile, an erased history or a deleted account takes away is dropped
 * between the switches before and after it.
 */
async function applyBatch(trx: Trx, events: readonly ProjectedEvent[]): Promise<void> {
  let run: ProjectedEvent[] = [];
  for (const projected of events) {
    const { event } = projected;
    if (
      event.type !== 'ProfileRemoved' &&
      event.type !== 'WatchHistoryErased' &&
      event.type !== 'AccountDeleted'
    ) {
      run.push(projected);
      continue;
    }
    await applyRun(trx, run);
    run = [];
    if (event.type === 'ProfileRemoved') await removeProfile(trx, event.data.userId, event.data.profileId);
    else if (event.type === 'WatchHistoryErased')
      await trx.deleteFrom('engagement.watched').where('user_id', '=', event.data.userId).execute();
    else await removeAccount(trx, event.data.userId);
  }
  await applyRun(trx, run);
}

async function applyRun(trx: Trx, events: readonly ProjectedEvent[]): Promise<void> {
  if (events.length === 0) return;
  const changes = engagementChanges(events, await relationsOn(trx, switchedRelations(events)));
  await inChunks(changes.removed, (keys) =>
    trx
      .deleteFrom('engagement.relations')
      .where(({ eb, refTuple, tuple }) =>
        eb(
          refTuple('user_id', 'profile_id', 'relation', 'target_id'),
          'in',
          keys.map((key) => tuple(key.user_id, key.profile_id, key.relation, key.target_id)),
        ),
      )
      .execute(),
  );
  // A second runner of the projection meets the rows the first one wrote: its batch rolls back at the checkpoint.
  await inChunks(changes.added, (rows) =>
    trx
      .insertInto('engagement.relations')
      .values(rows)
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'profile_id', 'relation', 'target_id']).doNothing(),
      )
      .execute(),
  );
  await addCounts(trx, [...changes.counts]);
  await inChunks(changes.watched, (rows) =>
    trx
      .insertInto('engagement.watched')
      .values(rows)
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'profile_id', 'content_id']).doUpdateSet(({ ref }) => ({
          position_seconds: ref('excluded.position_seconds'),
          watched_at: ref('excluded.watched_at'),
        })),
      )
      .execute(),
  );
}

/** A removed profile takes its favourites, likes and watched positions with it, and its part of the counts. */
async function removeProfile(trx: Trx, userId: string, profileId: string): Promise<void> {
  await uncount(
    trx,
    await trx
      .deleteFrom('engagement.relations')
      .where('user_id', '=', userId)
      .where('profile_id', '=', profileId)
      .returning(['relation', 'target_id'])
      .execute(),
  );
  await trx
    .deleteFrom('engagement.watched')
    .where('user_id', '=', userId)
    .where('profile_id', '=', profileId)
    .execute();
}

/**
 * A deleted account takes everything its profiles did (and its part of the counts), and its followers: nobody
 * follows a person who is no longer there.
 */
async function removeAccount(trx: Trx, userId: string): Promise<void> {
  await uncount(
    trx,
    await trx
      .deleteFrom('engagement.relations')
      .where('user_id', '=', userId)
      .returning(['relation', 'target_id'])
      .execute(),
  );
  await trx.deleteFrom('engagement.relations').where('target_id', '=', userId).execute();
  await trx.deleteFrom('engagement.counts').where('target_id', '=', userId).execute();
  await trx.deleteFrom('engagement.watched').where('user_id', '=', userId).execute();
}

async function uncount(
  trx: Trx,
  removed: readonly { relation: keyof typeof counterOf; target_id: string }[],
): Promise<void> {
  const counts = new Map<string, Record<CountColumn, number>>();
  for (const { relation, target_id } of removed) {
    const row = counts.get(target_id) ?? noCounts();
    row[counterOf[relation]] -= 1;
    counts.set(target_id, row);
  }
  await addCounts(trx, [...counts]);
}

async function addCounts(trx: Trx, counts: readonly [string, Record<CountColumn, number>][]): Promise<void> {
  await inChunks(counts, (chunk) =>
    trx
      .insertInto('engagement.counts')
      .values(chunk.map(([target_id, deltas]) => ({ target_id, ...deltas })))
      .onConflict((conflict) =>
        conflict
          .column('target_id')
          .doUpdateSet(
            Object.fromEntries(
              countColumns.map((column) => [
                column,
                sql`engagement.counts.${sql.ref(column)} + excluded.${sql.ref(column)}`,
              ]),
            ),
          ),
      )
      .execute(),
  );
}

/** Which of these relations are on, in one query per thousand. */
async function relationsOn(trx: Trx, keys: readonly RelationKey[]): Promise<Set<string>> {
  const on = new Set<string>();
  await inChunks(keys, async (chunk) => {
    const rows = await trx
      .selectFrom('engagement.relations')
      .select(['user_id', 'profile_id', 'relation', 'target_id'])
      .where(({ eb, refTuple, tuple }) =>
        eb(
          refTuple('user_id', 'profile_id', 'relation', 'target_id'),
          'in',
          chunk.map((key) => tuple(key.user_id, key.profile_id, key.relation, key.target_id)),
        ),
      )
      .execute();
    for (const row of rows) on.add(relationKey(row));
  });
  return on;
}
