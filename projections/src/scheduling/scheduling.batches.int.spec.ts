import type { DomainEvent } from '@afrimedia/domain';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { expectBatchesToMatchOneByOne } from '../testing/batch-equivalence.ts';
import { schedulingProjection } from './scheduling.projection.ts';

const contentId = fc.constantFrom('c1', 'c2');
const as = (type: string) => (data: object) => ({ type, data }) as DomainEvent;

const event: fc.Arbitrary<DomainEvent> = fc.oneof(
  fc.record({ contentId, publicationId: fc.constantFrom('p1', 'p2') }).map(as('ContentDrafted')),
  fc
    .record({ type: fc.constantFrom('ContentSubmitted', 'ContentPublished', 'ContentArchived'), contentId })
    .map(({ type, ...data }) => as(type)(data)),
  fc
    .record({ contentId, publishAt: fc.constantFrom('2026-12-01T08:00:00.000Z', '2026-12-02T08:00:00.000Z') })
    .map(as('ContentScheduled')),
  fc.record({ publicationId: fc.constantFrom('p1', 'p2') }).map(as('PublicationValidated')),
);

describe('the scheduling projection, a batch at a time', () => {
  it('leaves the rows the same events leave one at a time, wherever the batches are cut', async () => {
    await expectBatchesToMatchOneByOne(
      schedulingProjection,
      fc.array(event, { minLength: 5, maxLength: 60 }),
    );
  }, 120_000);
});
