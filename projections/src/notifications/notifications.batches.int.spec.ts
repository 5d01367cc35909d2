import type { DomainEvent } from '@afrimedia/domain';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { expectBatchesToMatchOneByOne } from '../testing/batch-equivalence.ts';
import { notificationsProjection } from './notifications.projection.ts';

const at = '2026-11-20T08:00:00.000Z';
const as = (type: string) => (data: object) => ({ type, data }) as DomainEvent;

const event: fc.Arbitrary<DomainEvent> = fc.oneof(
  fc.record({ userId: fc.constantFrom('u1', 'u2'), language: fc.constantFrom('en', 'fr') }).map((data) =>
    as('UserRegistered')({
      ...data,
      role: 'reader',
      passwordHash: 'x',
      termsAcceptedAt: at,
      registeredAt: at,
      personal: { email: `${data.userId}@example.org`, firstName: data.language },
    }),
  ),
  fc
    .record({
      type: fc.constantFrom(
        'AuthorFollowed',
        'AuthorUnfollowed',
        'PublicationFollowed',
        'PublicationUnfollowed',
      ),
      readerId: fc.constantFrom('u1', 'u2'),
      targetId: fc.constantFrom('a1', 'p1'),
    })
    .map(({ type, ...data }) => as(type)({ ...data, at })),
  fc.record({ userId: fc.constantFrom('u1', 'u2') }).map(as('AccountDeleted')),
);

describe('the notifications projection, a batch at a time', () => {
  it('leaves the rows the same events leave one at a time, wherever the batches are cut', async () => {
    await expectBatchesToMatchOneByOne(
      notificationsProjection,
      fc.array(event, { minLength: 5, maxLength: 60 }),
    );
  }, 120_000);
});
