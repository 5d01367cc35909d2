import type { DomainEvent } from '@afrimedia/domain';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { expectBatchesToMatchOneByOne } from '../testing/batch-equivalence.ts';
import { incomeProjection } from './income.projection.ts';

// Instants across weeks, months and a new year, in no order, so a batch often adds to periods before its last.
const at = fc.constantFrom(
  '2026-10-30T08:00:00.000Z',
  '2026-11-02T09:30:00.000Z',
  '2026-11-20T08:00:00.000Z',
  '2026-12-31T23:59:00.000Z',
  '2027-01-01T00:00:00.000Z',
  '2027-01-05T12:00:00.000Z',
);
const author = fc.constantFrom('a1', 'a2');

const paid: fc.Arbitrary<DomainEvent | 'card'> = fc.oneof(
  fc.record({ authorId: author, at, readerId: fc.constantFrom('r1', 'r2') }).map(
    ({ authorId, at, readerId }) =>
      ({
        type: 'ContentReadQualified',
        data: { readerId, contentId: `c-${authorId}`, authorId, viewId: 'v', seconds: 31, at },
      }) as DomainEvent,
  ),
  fc.record({ authorId: author, at }).map(
    ({ authorId, at }) =>
      ({
        type: 'ContentClicked',
        data: { readerId: 'r1', contentId: `c-${authorId}`, authorId, viewId: 'v', via: 'share', at },
      }) as DomainEvent,
  ),
  fc.constant('card' as const),
);

/** Cards take effect one after the other, as the rate-card decider allows; their rates leave remainders. */
const withCards = (events: Array<DomainEvent | 'card'>): DomainEvent[] => {
  let cards = 0;
  return events.map((event) => {
    if (event !== 'card') return event;
    cards += 1;
    return {
      type: 'RateCardPublished',
      data: {
        rateCardId: `rc${cards}`,
        effectiveFrom: new Date(Date.UTC(2026, 9, 25 + cards * 9)).toISOString(),
        microEurosPerRead: 1_111 * cards + 7,
        microEurosPerClick: 333 * cards,
        publishedAt: '2026-10-01T00:00:00.000Z',
      },
    };
  });
};

describe('the income projection, a batch at a time', () => {
  it('leaves the ledger and statements the same events leave one at a time, wherever the batches are cut', async () => {
    await expectBatchesToMatchOneByOne(
      incomeProjection,
      fc.array(paid, { minLength: 5, maxLength: 60 }).map(withCards),
    );
  }, 120_000);
});
