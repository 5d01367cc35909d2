import type { DomainEvent } from '@afrimedia/domain';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { expectBatchesToMatchOneByOne } from '../testing/batch-equivalence.ts';
import { switches } from './engagement-changes.ts';
import { engagementProjection } from './engagement.projection.ts';

const reader = fc.constantFrom('r1', 'r2');
const target = fc.constantFrom('t1', 't2');
const at = fc.constantFrom('2026-11-20T08:00:00.000Z', '2026-11-21T09:30:00.000Z');

const event: fc.Arbitrary<DomainEvent> = fc.oneof(
  fc
    .record({
      type: fc.constantFrom(...switches.keys()),
      readerId: reader,
      targetId: target,
      profileId: fc.option(fc.constantFrom('kids', 'me'), { nil: undefined }),
      at,
    })
    .map(({ type, profileId, ...data }) => ({
      type,
      data: { ...data, ...(profileId ? { profileId } : {}) },
    })) as fc.Arbitrary<DomainEvent>,
  fc
    .record({
      type: fc.constantFrom('ContentViewed', 'ContentShared'),
      readerId: reader,
      contentId: target,
      at,
    })
    .map(({ type, ...data }) => ({ type, data: { ...data, label: 'x' } }) as DomainEvent),
  fc
    .record({
      readerId: reader,
      contentId: target,
      positionSeconds: fc.integer({ min: 0, max: 99 }),
      profileId: fc.option(fc.constantFrom('kids', 'me'), { nil: undefined }),
      at,
    })
    .map(({ profileId, ...data }) => ({
      type: 'ContentWatched',
      data: { ...data, ...(profileId ? { profileId } : {}) },
    })) as fc.Arbitrary<DomainEvent>,
  fc
    .record({ userId: reader, profileId: fc.constantFrom('kids', 'me'), removedAt: at })
    .map((data) => ({ type: 'ProfileRemoved', data }) as DomainEvent),
);

describe('the engagement projection, a batch at a time', () => {
  it('leaves the rows the same events leave one at a time, wherever the batches are cut', async () => {
    await expectBatchesToMatchOneByOne(
      engagementProjection,
      fc.array(event, { minLength: 5, maxLength: 60 }),
    );
  }, 120_000);
});
