import type { DomainEvent } from '@afrimedia/domain';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { expectBatchesToMatchOneByOne } from '../testing/batch-equivalence.ts';
import { accountsProjection } from './accounts.projection.ts';

const userId = fc.constantFrom('u1', 'u2');
const at = '2026-11-20T08:00:00.000Z';
const as = (type: string) => (data: object) => ({ type, data }) as DomainEvent;

const event: fc.Arbitrary<DomainEvent> = fc.oneof(
  fc
    .record({ userId, role: fc.constantFrom('reader', 'admin'), language: fc.constantFrom('en', 'fr') })
    .map((data) =>
      as('UserRegistered')({
        ...data,
        passwordHash: 'x',
        termsAcceptedAt: at,
        registeredAt: at,
        personal: { email: `${data.userId}@example.org`, firstName: 'Awa' },
      }),
    ),
  fc.record({ userId }).map(as('EmailVerified')),
  fc.record({ userId, language: fc.constantFrom('ar', 'es') }).map(as('LanguageChanged')),
  fc
    .record({ userId, email: fc.option(fc.constant('new@example.org'), { nil: undefined }) })
    .map(({ userId, email }) =>
      as('ProfileUpdated')({ userId, personal: email ? { email } : { phone: '+221' }, updatedAt: at }),
    ),
  fc.record({ userId }).map(as('AccountDeactivated')),
  fc.record({ userId }).map(as('AccountDeleted')),
  fc.record({ authorId: userId }).map(as('AuthorApplicationSubmitted')),
  fc.record({ authorId: userId }).map(as('AuthorValidated')),
  fc.record({ ownerId: userId, slug: fc.constantFrom('first', 'second') }).map(as('PublicationCreated')),
  fc.record({ userId, plan: fc.constantFrom('monthly', 'yearly') }).map(as('SubscriptionRequested')),
);

describe('the accounts projection, a batch at a time', () => {
  it('leaves the rows the same events leave one at a time, wherever the batches are cut', async () => {
    await expectBatchesToMatchOneByOne(accountsProjection, fc.array(event, { minLength: 5, maxLength: 60 }));
  }, 120_000);
});
