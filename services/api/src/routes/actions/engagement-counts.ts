import type { ApiDb } from '../../storage/api-db.ts';

export type Counter = 'likes' | 'favourites' | 'followers' | 'shares' | 'views';

/** What an action answers after its command: the target's count, once the read models have caught up. */
export function engagementCounts(db: ApiDb) {
  return {
    async countOf(targetId: string, counter: Counter): Promise<number> {
      const row = await db
        .selectFrom('engagement.counts')
        .select(counter)
        .where('target_id', '=', targetId)
        .executeTakeFirst();
      return Number(row?.[counter] ?? 0);
    },
  };
}
