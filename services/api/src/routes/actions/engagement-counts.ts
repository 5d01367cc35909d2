import type { Relation } from '@afrimedia/domain';
import type { ApiDb } from '../../storage/api-db.ts';

export type Counter = 'likes' | 'favourites' | 'followers' | 'shares' | 'views';

/**
 * The counts an action answers with, without waiting for the engagement projection to apply what the action
 * decided: the read model as it stands, with the action's own effect added when it is not in there yet. Acts of
 * others the projection has not applied yet are missing until the next read.
 */
export function engagementCounts(db: ApiDb) {
  return {
    /** The count as the read model stands: read before an event is appended, it cannot hold that event yet. */
    async countOf(targetId: string, counter: Counter): Promise<number> {
      const row = await db
        .selectFrom('engagement.counts')
        .select(counter)
        .where('target_id', '=', targetId)
        .executeTakeFirst();
      return Number(row?.[counter] ?? 0);
    },
    /**
     * The target's count with the reader's relation, filed under `profileId`, as just decided (`on`). The count and
     * the relation are read together: whether the projection has applied the reader's own switches yet, the answer
     * is the same.
     */
    async countWith(
      reader: { readonly readerId: string; readonly profileId: string },
      relation: Relation,
      targetId: string,
      counter: Counter,
      on: boolean,
    ): Promise<number> {
      const row = await db
        .selectNoFrom((eb) => [
          eb.selectFrom('engagement.counts').select(counter).where('target_id', '=', targetId).as('count'),
          eb
            .exists(
              eb
                .selectFrom('engagement.relations')
                .select('target_id')
                .where('user_id', '=', reader.readerId)
                .where('profile_id', '=', reader.profileId)
                .where('relation', '=', relation)
                .where('target_id', '=', targetId),
            )
            .as('shown'),
        ])
        .executeTakeFirstOrThrow();
      const shown = Number(row.count ?? 0);
      return Math.max(0, shown - (row.shown ? 1 : 0) + (on ? 1 : 0));
    },
  };
}
