import { filedUnder, relationNames, relations, type Relation } from '@afrimedia/domain';
import type { EngagementCountsTable } from '@afrimedia/read-models';
import type { ProjectedEvent } from '../runtime/projected-event.ts';

export type CountColumn = Exclude<keyof EngagementCountsTable, 'target_id'>;

/** Which counter of the target each relation moves. */
export const counterOf: Record<Relation, CountColumn> = {
  like: 'likes',
  favourite: 'favourites',
  'follow-author': 'followers',
  'follow-publication': 'followers',
  'save-event': 'saves',
};

export const switches = new Map<string, { relation: Relation; on: boolean }>(
  relationNames.flatMap((relation) => [
    [relations[relation].added, { relation, on: true }] as const,
    [relations[relation].removed, { relation, on: false }] as const,
  ]),
);

/** The events that switch a relation on or off. */
export const switchTypes = relationNames.flatMap((relation) => [
  relations[relation].added,
  relations[relation].removed,
]);

export interface RelationKey {
  readonly user_id: string;
  readonly profile_id: string;
  readonly relation: Relation;
  readonly target_id: string;
}

export interface RelationRow extends RelationKey {
  readonly created_at: Date;
}

export interface WatchedRow {
  readonly user_id: string;
  readonly profile_id: string;
  readonly content_id: string;
  readonly position_seconds: number;
  readonly watched_at: Date;
}

/** What a batch does to the engagement tables, as the events would one after the other. */
export interface EngagementChanges {
  /** Relations to drop: taken back, or taken back and given again (their row is inserted anew). */
  readonly removed: RelationKey[];
  readonly added: RelationRow[];
  /** Per target, how much each counter moves; a target listed has its counts row even if nothing moved. */
  readonly counts: Map<string, Record<CountColumn, number>>;
  /** The last position per reader, profile and content. */
  readonly watched: WatchedRow[];
}

export const relationKey = ({
  user_id,
  profile_id,
  relation,
  target_id,
}: Record<keyof RelationKey, string>) => JSON.stringify([user_id, profile_id, relation, target_id]);

const relationKeyOf = (
  relation: Relation,
  data: { readerId: string; targetId: string; profileId?: string },
) => ({
  user_id: data.readerId,
  profile_id: filedUnder(relation, data),
  relation,
  target_id: data.targetId,
});

/** The relations a batch switches, whose state before the batch decides whether a switch counts. */
export function switchedRelations(events: readonly ProjectedEvent[]): RelationKey[] {
  const keys = new Map<string, RelationKey>();
  for (const { event } of events) {
    const switched = switches.get(event.type);
    if (!switched || !('targetId' in event.data)) continue;
    const key = relationKeyOf(switched.relation, event.data);
    keys.set(relationKey(key), key);
  }
  return [...keys.values()];
}

export const noCounts = (): Record<CountColumn, number> => ({
  likes: 0,
  favourites: 0,
  followers: 0,
  saves: 0,
  shares: 0,
  views: 0,
});

/**
 * Folds a batch in feed order. A switch counts only when it changes the relation (giving twice, or taking back
 * what was not given, moves nothing), so the relations on before the batch are the only state it needs.
 */
export function engagementChanges(
  events: readonly ProjectedEvent[],
  onBefore: ReadonlySet<string>,
): EngagementChanges {
  const current = new Map<string, RelationRow | null>();
  const written = new Map<string, RelationRow | null>();
  const counts = new Map<string, Record<CountColumn, number>>();
  const watched = new Map<string, WatchedRow>();
  const bump = (targetId: string, column: CountColumn, delta: number) => {
    const row = counts.get(targetId) ?? noCounts();
    row[column] += delta;
    counts.set(targetId, row);
  };
  const isOn = (key: string) => (current.has(key) ? current.get(key) !== null : onBefore.has(key));

  for (const { event } of events) {
    const switched = switches.get(event.type);
    if (switched && 'targetId' in event.data) {
      const row: RelationRow = {
        ...relationKeyOf(switched.relation, event.data),
        created_at: new Date(event.data.at),
      };
      const key = relationKey(row);
      if (switched.on === isOn(key)) continue;
      current.set(key, switched.on ? row : null);
      written.set(key, switched.on ? row : null);
      bump(row.target_id, counterOf[switched.relation], switched.on ? 1 : -1);
      continue;
    }
    switch (event.type) {
      case 'ContentViewed':
        bump(event.data.contentId, 'views', 1);
        break;
      case 'ContentShared':
        bump(event.data.contentId, 'shares', 1);
        break;
      case 'ContentWatched': {
        const { readerId, contentId, positionSeconds, at } = event.data;
        const profileId = filedUnder('watched', event.data);
        watched.set(JSON.stringify([readerId, profileId, contentId]), {
          user_id: readerId,
          profile_id: profileId,
          content_id: contentId,
          position_seconds: positionSeconds,
          watched_at: new Date(at),
        });
        break;
      }
      default:
        break;
    }
  }

  const removed: RelationKey[] = [];
  const added: RelationRow[] = [];
  for (const [key, row] of written) {
    if (onBefore.has(key)) {
      const [user_id, profile_id, relation, target_id] = JSON.parse(key) as [
        string,
        string,
        Relation,
        string,
      ];
      removed.push({ user_id, profile_id, relation, target_id });
    }
    if (row) added.push(row);
  }
  return { removed, added, counts, watched: [...watched.values()] };
}
