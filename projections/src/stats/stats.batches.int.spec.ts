import type { DomainEvent } from '@afrimedia/domain';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { expectBatchesToMatchOneByOne } from '../testing/batch-equivalence.ts';
import { statsProjection } from './stats.projection.ts';

const reader = fc.constantFrom('r1', 'r2');
const content = fc.constantFrom('c1', 'c2');
const at = fc.constantFrom('2026-11-20T08:00:00.000Z', '2026-11-21T09:30:00.000Z');

const event: fc.Arbitrary<DomainEvent> = fc.oneof(
  fc
    .record({ contentId: content, ownerId: fc.constantFrom('a1', 'a2') })
    .map((data) => ({ type: 'ContentDrafted', data }) as DomainEvent),
  fc
    .record({
      type: fc.constantFrom('ContentViewed', 'ContentRead', 'ContentShared'),
      readerId: reader,
      contentId: content,
      at,
    })
    .map(({ type, ...data }) => ({ type, data }) as DomainEvent),
  fc
    .record({ readerId: reader, targetId: content, at })
    .map((data) => ({ type: 'Liked', data }) as DomainEvent),
);

describe('the stats projection, a batch at a time', () => {
  it('leaves the rows the same events leave one at a time, wherever the batches are cut', async () => {
    await expectBatchesToMatchOneByOne(statsProjection, fc.array(event, { minLength: 5, maxLength: 60 }));
  }, 120_000);
});
