import type { DomainEvent } from '@afrimedia/domain';
import { describe, expect, it } from 'vitest';
import type { ProjectedEvent } from '../runtime/projected-event.ts';
import { engagementChanges, relationKey } from './engagement-changes.ts';

const at = '2026-11-20T08:00:00.000Z';
const batch = (...events: Array<[string, Record<string, unknown>]>): ProjectedEvent[] =>
  events.map(([type, data], n) => ({
    id: `event-${n}`,
    stream: 'reader-r1',
    version: BigInt(n),
    position: { commit: BigInt(n), prepare: BigInt(n) },
    recordedAt: new Date(at),
    event: { type, data: { at, ...data } } as DomainEvent,
  }));
const like = { user_id: 'r1', profile_id: 'r1', relation: 'like', target_id: 'c1' } as const;

describe('the changes a batch makes to engagement', () => {
  it('counts a like given twice once, and one taken back that was never given not at all', () => {
    const changes = engagementChanges(
      batch(
        ['Liked', { readerId: 'r1', targetId: 'c1' }],
        ['Liked', { readerId: 'r1', targetId: 'c1' }],
        ['Unliked', { readerId: 'r2', targetId: 'c1' }],
      ),
      new Set(),
    );
    expect(changes.counts.get('c1')).toMatchObject({ likes: 1 });
    expect(changes.added).toEqual([{ ...like, created_at: new Date(at) }]);
    expect(changes.removed).toEqual([]);
  });

  it('files a like under its profile, apart from the default profile’s, and sums views and shares', () => {
    const changes = engagementChanges(
      batch(
        ['Unliked', { readerId: 'r1', targetId: 'c1' }],
        ['Liked', { readerId: 'r1', targetId: 'c1', profileId: 'kids' }],
        ['ContentViewed', { readerId: 'r1', contentId: 'c1' }],
        ['ContentViewed', { readerId: 'r2', contentId: 'c1' }],
        ['ContentShared', { readerId: 'r2', contentId: 'c1', label: 'x' }],
      ),
      new Set([relationKey(like)]),
    );
    expect(changes.removed).toEqual([like]);
    expect(changes.added).toEqual([{ ...like, profile_id: 'kids', created_at: new Date(at) }]);
    expect(changes.counts.get('c1')).toMatchObject({ likes: 0, views: 2, shares: 1 });
  });

  it('keeps the last watching position per reader, profile and content', () => {
    const changes = engagementChanges(
      batch(
        ['ContentWatched', { readerId: 'r1', contentId: 'v1', positionSeconds: 10 }],
        ['ContentWatched', { readerId: 'r1', contentId: 'v1', positionSeconds: 7, profileId: 'kids' }],
        ['ContentWatched', { readerId: 'r1', contentId: 'v1', positionSeconds: 42 }],
      ),
      new Set(),
    );
    expect(changes.watched).toEqual([
      { user_id: 'r1', profile_id: 'r1', content_id: 'v1', position_seconds: 42, watched_at: new Date(at) },
      { user_id: 'r1', profile_id: 'kids', content_id: 'v1', position_seconds: 7, watched_at: new Date(at) },
    ]);
  });

  it('files follows and saved events under the account, whatever profile an event names', () => {
    const changes = engagementChanges(
      batch(['AuthorFollowed', { readerId: 'r1', targetId: 'a1', profileId: 'kids' }]),
      new Set(),
    );
    expect(changes.added).toEqual([
      {
        user_id: 'r1',
        profile_id: 'r1',
        relation: 'follow-author',
        target_id: 'a1',
        created_at: new Date(at),
      },
    ]);
  });
});
