import type { DomainEvent } from '@afrimedia/domain';
import { authorStats, contentStats } from '@afrimedia/read-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectionHarness, type ProjectionHarness } from '../testing/projection-harness.ts';
import { statsProjection } from './stats.projection.ts';

const drafted = (contentId: string, ownerId: string): DomainEvent => ({
  type: 'ContentDrafted',
  data: {
    contentId,
    kind: 'article',
    ownerId,
    publicationId: 'p1',
    title: contentId,
    shortName: {},
    slug: contentId,
    topics: ['music'],
    emailFollowers: false,
    readingTimeMinutes: 1,
    draftedAt: '2026-11-01T08:00:00.000Z',
  },
});
const view = (readerId: string, contentId: string, at: string): DomainEvent => ({
  type: 'ContentViewed',
  data: { readerId, contentId, at },
});

describe('the stats projection', () => {
  let harness: ProjectionHarness;
  beforeAll(async () => {
    harness = await projectionHarness(statsProjection);
    // Monday 16 and Tuesday 17 November 2026 are one ISO week; Monday 23 starts the next.
    await harness.given([
      drafted('c1', 'awa'),
      drafted('c2', 'awa'),
      drafted('c3', 'chidi'),
      view('r1', 'c1', '2026-11-16T09:00:00.000Z'),
      view('r1', 'c1', '2026-11-16T18:00:00.000Z'),
      view('r1', 'c1', '2026-11-17T09:00:00.000Z'),
      view('r2', 'c1', '2026-11-17T10:00:00.000Z'),
      {
        type: 'ContentRead',
        data: {
          readerId: 'r3',
          contentId: 'c2',
          authorId: 'awa',
          freeReadNumber: 1,
          at: '2026-11-17T11:00:00.000Z',
        },
      },
      { type: 'Liked', data: { readerId: 'r1', targetId: 'c1', at: '2026-11-17T09:05:00.000Z' } },
      {
        type: 'ContentShared',
        data: { readerId: 'r2', contentId: 'c1', label: 'x', at: '2026-11-23T09:00:00.000Z' },
      },
      view('r4', 'c3', '2026-11-17T09:00:00.000Z'),
      view('r5', 'unknown-content', '2026-11-17T09:00:00.000Z'),
      { type: 'Liked', data: { readerId: 'r1', targetId: 'an-author', at: '2026-11-17T09:05:00.000Z' } },
    ]);
  });
  afterAll(() => harness.close());

  it('counts per content and day, with distinct readers as the audience', async () => {
    expect(await contentStats(harness.db, 'c1', 'day')).toEqual([
      { periodStart: '2026-11-23', views: 0, likes: 0, shares: 1, audience: 0 },
      { periodStart: '2026-11-17', views: 2, likes: 1, shares: 0, audience: 2 },
      { periodStart: '2026-11-16', views: 2, likes: 0, shares: 0, audience: 1 },
    ]);
  });

  it('rolls days up to ISO weeks, months and years, counting a reader of several days once', async () => {
    expect(await contentStats(harness.db, 'c1', 'week')).toEqual([
      { periodStart: '2026-11-23', views: 0, likes: 0, shares: 1, audience: 0 },
      { periodStart: '2026-11-16', views: 4, likes: 1, shares: 0, audience: 2 },
    ]);
    expect(await contentStats(harness.db, 'c1', 'month')).toEqual([
      { periodStart: '2026-11-01', views: 4, likes: 1, shares: 1, audience: 2 },
    ]);
    expect(await contentStats(harness.db, 'c1', 'year')).toEqual([
      { periodStart: '2026-01-01', views: 4, likes: 1, shares: 1, audience: 2 },
    ]);
  });

  it("sums an author's contents, with readers of the author counted once across them", async () => {
    expect(await authorStats(harness.db, 'awa', 'month')).toEqual([
      { periodStart: '2026-11-01', views: 4, likes: 1, shares: 1, audience: 3 },
    ]);
    expect(await authorStats(harness.db, 'chidi', 'month')).toEqual([
      { periodStart: '2026-11-01', views: 1, likes: 0, shares: 0, audience: 1 },
    ]);
  });

  it('ignores engagement with things that are not contents', async () => {
    const rows = await harness.db
      .selectFrom('stats.daily')
      .select('content_id')
      .distinct()
      .orderBy('content_id')
      .execute();
    expect(rows.map((row) => row.content_id)).toEqual(['c1', 'c3']);
  });
});
