import type { ReadModels } from '@afrimedia/read-models';
import { sql, type Transaction } from 'kysely';
import { inChunks } from '../runtime/in-chunks.ts';
import type { Projection } from '../runtime/projection.ts';
import {
  engagementChanges,
  relationKey,
  switchedRelations,
  switches,
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
export const engagementProjection: Projection = {
  name: 'engagement',
  canHandle: [...switches.keys(), 'ContentViewed', 'ContentShared', 'ContentWatched'],
  async handle(trx, events) {
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
  },
  async truncate(trx) {
    await trx.deleteFrom('engagement.relations').execute();
    await trx.deleteFrom('engagement.counts').execute();
    await trx.deleteFrom('engagement.watched').execute();
  },
};

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
