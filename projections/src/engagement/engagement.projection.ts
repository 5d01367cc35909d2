import { relationNames, relations, type Relation } from '@afrimedia/domain';
import type { EngagementCountsTable, ReadModels } from '@afrimedia/read-models';
import { sql, type Transaction } from 'kysely';
import type { ProjectedEvent } from '../runtime/projected-event.ts';
import type { Projection } from '../runtime/projection.ts';

type Trx = Transaction<ReadModels>;
type CountColumn = Exclude<keyof EngagementCountsTable, 'target_id'>;

/** Which counter of the target each relation moves. */
const counterOf: Record<Relation, CountColumn> = {
  like: 'likes',
  favourite: 'favourites',
  'follow-author': 'followers',
  'follow-publication': 'followers',
  'save-event': 'saves',
};

const switches = new Map<string, { relation: Relation; on: boolean }>(
  relationNames.flatMap((relation) => [
    [relations[relation].added, { relation, on: true }] as const,
    [relations[relation].removed, { relation, on: false }] as const,
  ]),
);

/** Readers' favourites, likes, follows and saved events; counts per content, author or publication; watching. */
export const engagementProjection: Projection = {
  name: 'engagement',
  canHandle: [...switches.keys(), 'ContentViewed', 'ContentShared', 'ContentWatched'],
  async handle(trx, events) {
    for (const event of events) await apply(trx, event);
  },
  async truncate(trx) {
    await trx.deleteFrom('engagement.relations').execute();
    await trx.deleteFrom('engagement.counts').execute();
    await trx.deleteFrom('engagement.watched').execute();
  },
};

async function bump(trx: Trx, targetId: string, column: CountColumn, delta: 1 | -1) {
  await trx
    .insertInto('engagement.counts')
    .values({ target_id: targetId, [column]: Math.max(delta, 0) })
    .onConflict((conflict) =>
      conflict
        .column('target_id')
        .doUpdateSet({ [column]: sql`engagement.counts.${sql.ref(column)} + ${delta}` }),
    )
    .execute();
}

async function apply(trx: Trx, { event }: ProjectedEvent): Promise<void> {
  const switched = switches.get(event.type);
  if (switched && 'targetId' in event.data) {
    const { readerId, targetId, profileId, at } = event.data;
    if (switched.on) {
      const added = await trx
        .insertInto('engagement.relations')
        .values({
          user_id: readerId,
          relation: switched.relation,
          target_id: targetId,
          profile_id: profileId ?? null,
          created_at: new Date(at),
        })
        .onConflict((conflict) => conflict.columns(['user_id', 'relation', 'target_id']).doNothing())
        .executeTakeFirst();
      if (added.numInsertedOrUpdatedRows === 1n) await bump(trx, targetId, counterOf[switched.relation], 1);
    } else {
      const removed = await trx
        .deleteFrom('engagement.relations')
        .where('user_id', '=', readerId)
        .where('relation', '=', switched.relation)
        .where('target_id', '=', targetId)
        .executeTakeFirst();
      if (removed.numDeletedRows === 1n) await bump(trx, targetId, counterOf[switched.relation], -1);
    }
    return;
  }
  switch (event.type) {
    case 'ContentViewed':
      return bump(trx, event.data.contentId, 'views', 1);
    case 'ContentShared':
      return bump(trx, event.data.contentId, 'shares', 1);
    case 'ContentWatched':
      await trx
        .insertInto('engagement.watched')
        .values({
          user_id: event.data.readerId,
          content_id: event.data.contentId,
          position_seconds: event.data.positionSeconds,
          watched_at: new Date(event.data.at),
        })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'content_id']).doUpdateSet({
            position_seconds: event.data.positionSeconds,
            watched_at: new Date(event.data.at),
          }),
        )
        .execute();
      return;
    default:
      return;
  }
}
