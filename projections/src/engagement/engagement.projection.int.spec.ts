import type { DomainEvent } from '@afrimedia/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { projectionHarness, type ProjectionHarness } from '../testing/projection-harness.ts';
import { engagementProjection } from './engagement.projection.ts';

const at = '2026-11-20T08:00:00.000Z';
const relation = (type: string, readerId: string, targetId: string, profileId?: string) =>
  ({ type, data: { readerId, targetId, at, ...(profileId ? { profileId } : {}) } }) as DomainEvent;

describe('the engagement projection', () => {
  let harness: ProjectionHarness;
  beforeAll(async () => {
    harness = await projectionHarness(engagementProjection);
  });
  afterAll(() => harness.close());
  beforeEach(() => harness.db.transaction().execute((trx) => engagementProjection.truncate(trx)));

  const counts = (targetId: string) =>
    harness.db
      .selectFrom('engagement.counts')
      .selectAll()
      .where('target_id', '=', targetId)
      .executeTakeFirst();
  const relationsOf = (userId: string) =>
    harness.db
      .selectFrom('engagement.relations')
      .select(['relation', 'target_id', 'profile_id'])
      .where('user_id', '=', userId)
      .orderBy('relation')
      .orderBy('target_id')
      .execute();

  it("keeps each reader's favourites and likes per profile, follows and saved events per account", async () => {
    await harness.given([
      relation('Liked', 'r1', 'c1'),
      relation('Favourited', 'r1', 'c1', 'kids'),
      relation('AuthorFollowed', 'r1', 'a1'),
      relation('PublicationFollowed', 'r1', 'p1'),
      relation('EventSaved', 'r1', 'e1'),
      relation('Liked', 'r1', 'c2'),
      relation('Unliked', 'r1', 'c2'),
      relation('Liked', 'r1', 'c2', 'kids'),
      relation('AuthorFollowed', 'r1', 'a1', 'kids'),
    ]);
    expect(await relationsOf('r1')).toEqual([
      { relation: 'favourite', target_id: 'c1', profile_id: 'kids' },
      { relation: 'follow-author', target_id: 'a1', profile_id: 'r1' },
      { relation: 'follow-publication', target_id: 'p1', profile_id: 'r1' },
      { relation: 'like', target_id: 'c1', profile_id: 'r1' },
      { relation: 'like', target_id: 'c2', profile_id: 'kids' },
      { relation: 'save-event', target_id: 'e1', profile_id: 'r1' },
    ]);
    expect(await counts('c2')).toMatchObject({ likes: '1' });
  });

  it('counts per target, and never below zero', async () => {
    await harness.given([
      relation('Liked', 'r1', 'c1'),
      relation('Liked', 'r2', 'c1'),
      relation('Unliked', 'r3', 'c1'),
      relation('Unliked', 'r2', 'c1'),
      relation('AuthorFollowed', 'r1', 'a1'),
      relation('AuthorFollowed', 'r2', 'a1'),
      relation('AuthorUnfollowed', 'r9', 'a1'),
      { type: 'ContentViewed', data: { readerId: 'r1', contentId: 'c1', at } },
      { type: 'ContentViewed', data: { readerId: 'r1', contentId: 'c1', at } },
      { type: 'ContentShared', data: { readerId: 'r2', contentId: 'c1', label: 'whatsapp', at } },
    ]);
    expect(await counts('c1')).toMatchObject({ likes: '1', views: '2', shares: '1', favourites: '0' });
    expect(await counts('a1')).toMatchObject({ followers: '2' });
    await harness.given([relation('Unliked', 'r1', 'c1'), relation('Unliked', 'r1', 'c1')]);
    expect(await counts('c1')).toMatchObject({ likes: '0' });
  });

  it('keeps the latest watched position', async () => {
    await harness.given([
      { type: 'ContentWatched', data: { readerId: 'r1', contentId: 'v1', positionSeconds: 30, at } },
      {
        type: 'ContentWatched',
        data: { readerId: 'r1', contentId: 'v1', positionSeconds: 95.5, at: '2026-11-20T09:00:00.000Z' },
      },
    ]);
    const watched = await harness.db.selectFrom('engagement.watched').selectAll().execute();
    expect(watched).toEqual([
      {
        user_id: 'r1',
        profile_id: 'r1',
        content_id: 'v1',
        position_seconds: 95.5,
        watched_at: new Date('2026-11-20T09:00:00.000Z'),
      },
    ]);
  });

  it('drops a removed profile’s favourites, likes and watched positions, and its part of the counts', async () => {
    const removed = { type: 'ProfileRemoved', data: { userId: 'r1', profileId: 'kids', removedAt: at } };
    await harness.given([
      relation('Liked', 'r1', 'c1'),
      relation('Liked', 'r1', 'c1', 'kids'),
      relation('Favourited', 'r1', 'c1', 'kids'),
      relation('Liked', 'r2', 'c1', 'kids'),
      {
        type: 'ContentWatched',
        data: { readerId: 'r1', contentId: 'v1', positionSeconds: 3, profileId: 'kids', at },
      },
      removed as DomainEvent,
      relation('Unliked', 'r1', 'c1', 'kids'),
    ]);
    expect(await relationsOf('r1')).toEqual([{ relation: 'like', target_id: 'c1', profile_id: 'r1' }]);
    expect(await counts('c1')).toMatchObject({ likes: '2', favourites: '0' });
    expect(await harness.db.selectFrom('engagement.watched').selectAll().execute()).toEqual([]);
  });
});
