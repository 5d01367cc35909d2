import type { ReadModels } from '@afrimedia/read-models';
import { sql, type Transaction } from 'kysely';
import { inChunks } from '../runtime/in-chunks.ts';
import { defineProjection } from '../runtime/define-projection.ts';
import { together } from '../runtime/event-handlers.ts';
import type { ProjectedEvent } from '../runtime/projected-event.ts';
import {
  engagementChanges,
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
 * A batch is applied with a statement per table: the relations it switches are read once, the counters are
 * summed in memory.
 */
export const engagementProjection = defineProjection('engagement', {
  tables: ['engagement.relations', 'engagement.counts', 'engagement.watched'],
  handlers: together([...switchTypes, 'ContentViewed', 'ContentShared', 'ContentWatched'], applyBatch),
});

async function applyBatch(trx: Trx, events: readonly ProjectedEvent[]): Promise<void> {
  const changes = engagementChanges(events, await relationsOn(trx, switchedRelations(events)));
  await inChunks(changes.removed, (keys) =>
    trx
      .deleteFrom('engagement.relations')
      .where(({ eb, refTuple, tuple }) =>
        eb(
          refTuple('user_id', 'relation', 'target_id'),
          'in',
          keys.map((key) => tuple(key.user_id, key.relation, key.target_id)),
        ),
      )
      .execute(),
  );
  // A second runner of the projection meets the rows the first one wrote: its batch rolls back at the checkpoint.
  await inChunks(changes.added, (rows) =>
    trx
      .insertInto('engagement.relations')
      .values(rows)
      .onConflict((conflict) => conflict.columns(['user_id', 'relation', 'target_id']).doNothing())
      .execute(),
  );
  await inChunks([...changes.counts], (counts) =>
    trx
      .insertInto('engagement.counts')
      .values(counts.map(([target_id, deltas]) => ({ target_id, ...deltas })))
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
  await inChunks(changes.watched, (rows) =>
    trx
      .insertInto('engagement.watched')
      .values(rows)
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'content_id']).doUpdateSet(({ ref }) => ({
          position_seconds: ref('excluded.position_seconds'),
          watched_at: ref('excluded.watched_at'),
        })),
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
      .select(['user_id', 'relation', 'target_id'])
      .where(({ eb, refTuple, tuple }) =>
        eb(
          refTuple('user_id', 'relation', 'target_id'),
          'in',
          chunk.map((key) => tuple(key.user_id, key.relation, key.target_id)),
        ),
      )
      .execute();
    for (const row of rows) on.add(relationKey(row));
  });
  return on;
}
