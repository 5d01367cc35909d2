import type { DomainEvent } from '@afrimedia/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { projectionHarness, type ProjectionHarness } from '../testing/projection-harness.ts';
import { accountsProjection } from './accounts.projection.ts';

const at = '2026-11-20T08:00:00.000Z';

function registered(userId: string, role: 'reader' | 'owner' | 'admin' = 'reader'): DomainEvent {
  return {
    type: 'UserRegistered',
    data: {
      userId,
      role,
      language: 'fr',
      passwordHash: '$argon2id$hash',
      termsAcceptedAt: at,
      registeredAt: at,
      personal: { email: `${userId}@example.org`, firstName: 'Awa', lastName: 'Diop', country: 'sn' },
    },
  };
}

describe('the accounts projection', () => {
  let harness: ProjectionHarness;
  beforeAll(async () => {
    harness = await projectionHarness(accountsProjection);
  });
  afterAll(() => harness.close());
  beforeEach(() => harness.db.transaction().execute((trx) => accountsProjection.truncate(trx)));

  const user = (userId: string) =>
    harness.db.selectFrom('accounts.users').selectAll().where('user_id', '=', userId).executeTakeFirst();

  it('adds a registered user as an unverified reader', async () => {
    await harness.given([registered('u1')]);
    expect(await user('u1')).toMatchObject({
      email: 'u1@example.org',
      role: 'reader',
      verification_status: null,
      language: 'fr',
      email_verified: false,
      status: 'active',
      first_name: 'Awa',
      country: 'sn',
      registered_at: new Date(at),
    });
  });

  it('follows e-mail verification, language and profile changes', async () => {
    await harness.given([
      registered('u1'),
      { type: 'EmailVerified', data: { userId: 'u1', verifiedAt: at } },
      { type: 'LanguageChanged', data: { userId: 'u1', language: 'ar' } },
      {
        type: 'ProfileUpdated',
        data: { userId: 'u1', personal: { phone: '+221770000000' }, hideWatched: true, updatedAt: at },
      },
    ]);
    expect(await user('u1')).toMatchObject({
      email_verified: true,
      language: 'ar',
      phone: '+221770000000',
      hide_watched: true,
      first_name: 'Awa',
    });
  });

  it('keeps the viewing profiles, without the kids PIN', async () => {
    const profile = { userId: 'u1', profileId: 'kids' };
    await harness.given([
      registered('u1'),
      { type: 'KidsPinSet', data: { userId: 'u1', pinHash: '$argon2id$pin', setAt: at } },
      {
        type: 'ProfileCreated',
        data: {
          ...profile,
          personal: { name: 'Binta' },
          colour: '#2E86AB',
          language: 'fr',
          ageLimit: '12-age-restriction',
          kids: true,
          createdAt: at,
        },
      },
      {
        type: 'ProfileCreated',
        data: {
          ...profile,
          profileId: 'p2',
          personal: { name: 'Moussa' },
          colour: '#F2A541',
          language: 'fr',
          ageLimit: null,
          kids: false,
          createdAt: at,
        },
      },
      { type: 'ProfileEdited', data: { ...profile, personal: { name: 'Bintou' }, editedAt: at } },
      { type: 'ProfileAgeLimitChanged', data: { ...profile, ageLimit: 'no-age-restriction', changedAt: at } },
      { type: 'ProfileEdited', data: { userId: 'u1', profileId: 'u1', colour: '#3BB273', editedAt: at } },
      { type: 'ProfileRemoved', data: { userId: 'u1', profileId: 'p2', removedAt: at } },
      { type: 'KidsPinFailed', data: { userId: 'u1', profileId: 'kids', failedAt: at } },
    ]);
    const row = await user('u1');
    expect(row?.household).toEqual({
      profiles: [
        {
          id: 'kids',
          name: 'Bintou',
          colour: '#2E86AB',
          language: 'fr',
          ageLimit: 'no-age-restriction',
          kids: true,
          isDefault: false,
        },
      ],
      defaultProfile: { colour: '#3BB273' },
    });
    expect(JSON.stringify(row)).not.toContain('argon2id$pin');
  });

  it('asks for a new proof when the e-mail changes', async () => {
    await harness.given([
      registered('u1'),
      { type: 'EmailVerified', data: { userId: 'u1', verifiedAt: at } },
      {
        type: 'ProfileUpdated',
        data: { userId: 'u1', personal: { email: 'new@example.org' }, updatedAt: at },
      },
    ]);
    expect(await user('u1')).toMatchObject({ email: 'new@example.org', email_verified: false });
  });

  it('tracks an author application from pending to verified, and keeps the first publication as default', async () => {
    await harness.given([
      registered('a1'),
      {
        type: 'AuthorApplicationSubmitted',
        data: { authorId: 'a1', expertiseTitle: 'Journalist', aboutMe: 'x'.repeat(60), submittedAt: at },
      },
    ]);
    expect(await user('a1')).toMatchObject({ role: 'owner', verification_status: 'pending' });
    const publication = (slug: string): DomainEvent => ({
      type: 'PublicationCreated',
      data: {
        publicationId: slug,
        ownerId: 'a1',
        name: slug,
        slug,
        description: 'About',
        topics: ['culture'],
        thumbnail: { url: '/media/t.jpg', sizeBytes: 80_000, widthPx: 600 },
        createdAt: at,
      },
    });
    await harness.given([
      { type: 'AuthorValidated', data: { authorId: 'a1', validatedBy: 'admin', validatedAt: at } },
      publication('first-one'),
      publication('second-one'),
    ]);
    expect(await user('a1')).toMatchObject({
      role: 'owner',
      verification_status: 'verified',
      default_publication_slug: 'first-one',
    });
  });

  it('keeps an admin an admin when it applies, and marks a rejection', async () => {
    await harness.given([
      registered('ad', 'admin'),
      {
        type: 'AuthorApplicationSubmitted',
        data: { authorId: 'ad', expertiseTitle: 'Editor', aboutMe: 'x'.repeat(60), submittedAt: at },
      },
      { type: 'AuthorRejected', data: { authorId: 'ad', rejectedBy: 'other', rejectedAt: at } },
    ]);
    expect(await user('ad')).toMatchObject({ role: 'admin', verification_status: 'rejected' });
  });

  it('deactivates, and deletes every row of a deleted account', async () => {
    await harness.given([registered('u1'), registered('u2')]);
    await harness.given([
      { type: 'AccountDeactivated', data: { userId: 'u1', deactivatedAt: at } },
      { type: 'AccountDeleted', data: { userId: 'u2', deletedAt: at } },
    ]);
    expect(await user('u1')).toMatchObject({ status: 'deactivated' });
    expect(await user('u2')).toBeUndefined();
  });

  it('applies a registration replayed twice once', async () => {
    await harness.given([registered('u1')]);
    await harness.given([registered('u1')]);
    const rows = await harness.db.selectFrom('accounts.users').select('user_id').execute();
    expect(rows).toEqual([{ user_id: 'u1' }]);
  });
});

describe('the accounts projection: subscription status', () => {
  let harness: ProjectionHarness;
  beforeAll(async () => {
    harness = await projectionHarness(accountsProjection);
  });
  afterAll(() => harness.close());

  const subscription = () =>
    harness.db
      .selectFrom('accounts.users')
      .select(['subscription_id', 'subscription_plan', 'subscription_end', 'subscription_auto_renew'])
      .where('user_id', '=', 'u1')
      .executeTakeFirst();

  it('follows a subscription from request to payment, renewal, unsubscribing and expiry', async () => {
    await harness.given([registered('u1')]);
    const onStream = { stream: 'subscription-u1' };
    await harness.given(
      [
        {
          type: 'SubscriptionRequested',
          data: {
            userId: 'u1',
            subscriptionId: 's1',
            plan: 'premium',
            period: 'month',
            amountCents: 999,
            requestedAt: at,
          },
        },
      ],
      onStream,
    );
    expect(await subscription()).toMatchObject({ subscription_id: null, subscription_plan: 'premium-month' });
    await harness.given(
      [
        {
          type: 'SubscriptionActivated',
          data: {
            subscriptionId: 's1',
            paymentId: 'p1',
            periodEnd: '2026-12-20T08:00:00.000Z',
            activatedAt: at,
          },
        },
      ],
      onStream,
    );
    expect(await subscription()).toEqual({
      subscription_id: 's1',
      subscription_plan: 'premium-month',
      subscription_end: new Date('2026-12-20T08:00:00.000Z'),
      subscription_auto_renew: true,
    });
    await harness.given(
      [
        {
          type: 'SubscriptionPaid',
          data: {
            subscriptionId: 's1',
            paymentId: 'p2',
            amountCents: 999,
            periodEnd: '2027-01-20T08:00:00.000Z',
            paidAt: at,
          },
        },
        { type: 'AutoRenewTurnedOff', data: { subscriptionId: 's1', turnedOffAt: at } },
      ],
      onStream,
    );
    expect(await subscription()).toMatchObject({
      subscription_end: new Date('2027-01-20T08:00:00.000Z'),
      subscription_auto_renew: false,
    });
    await harness.given(
      [{ type: 'SubscriptionExpired', data: { subscriptionId: 's1', expiredAt: at } }],
      onStream,
    );
    expect(await subscription()).toMatchObject({ subscription_id: null, subscription_end: null });
  });
});
