import type { DomainEvent } from '@afrimedia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectionHarness, type ProjectionHarness } from '../testing/projection-harness.ts';
import { operationsProjection } from './operations.projection.ts';

const at = '2026-11-23T10:00:00.000Z';

describe('the operations projection', () => {
  let harness: ProjectionHarness;
  beforeAll(async () => {
    harness = await projectionHarness(operationsProjection);
  });
  afterAll(() => harness.close());

  it('keeps each contact message once for the inbox', async () => {
    const received: DomainEvent = {
      type: 'ContactMessageReceived',
      data: {
        messageId: 'm1',
        language: 'fr',
        receivedAt: at,
        personal: {
          name: 'Awa',
          email: 'awa@example.org',
          subject: 'Radio',
          message: 'Nous animons une radio.',
        },
      },
    };
    await harness.given([received, received]);
    expect(await harness.db.selectFrom('operations.contact_messages').selectAll().execute()).toEqual([
      {
        message_id: 'm1',
        name: 'Awa',
        email: 'awa@example.org',
        subject: 'Radio',
        message: 'Nous animons une radio.',
        language: 'fr',
        received_at: new Date(at),
      },
    ]);
  });

  it('holds the latest site configuration in one row', async () => {
    const configured = (appAccess: 'free' | 'authentication', hash: string | null): DomainEvent => ({
      type: 'SiteConfigured',
      data: {
        appAccess,
        availableLanguages: ['fr', 'en'],
        defaultLanguage: 'fr',
        sitePasswordHash: hash,
        configuredAt: at,
      },
    });
    await harness.given([configured('free', 'h1'), configured('authentication', null)]);
    const rows = await harness.db.selectFrom('operations.site_config').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({
        id: 'site',
        app_access: 'authentication',
        available_languages: ['fr', 'en'],
        default_language: 'fr',
        site_password_hash: null,
      }),
    ]);
  });

  it('lists subscriptions with their state and every payment, failed ones included', async () => {
    await harness.given([
      {
        type: 'SubscriptionRequested',
        data: {
          userId: 'u1',
          subscriptionId: 's1',
          plan: 'basic',
          period: 'month',
          amountCents: 500,
          requestedAt: at,
        },
      },
      { type: 'PaymentFailed', data: { subscriptionId: 's1', reason: 'CARD_DECLINED', failedAt: at } },
      {
        type: 'SubscriptionActivated',
        data: {
          subscriptionId: 's1',
          paymentId: 'p1',
          periodEnd: '2026-12-23T10:00:00.000Z',
          activatedAt: at,
        },
      },
      { type: 'AutoRenewTurnedOff', data: { subscriptionId: 's1', turnedOffAt: at } },
    ]);
    const subscription = await harness.db
      .selectFrom('operations.subscriptions')
      .selectAll()
      .executeTakeFirst();
    expect(subscription).toMatchObject({
      status: 'active',
      auto_renew: false,
      user_id: 'u1',
      amount_cents: 500,
    });
    const payments = await harness.db
      .selectFrom('operations.payments')
      .select(['status', 'amount_cents', 'failure_reason'])
      .orderBy('status')
      .execute();
    expect(payments).toEqual([
      { status: 'failed', amount_cents: 500, failure_reason: 'CARD_DECLINED' },
      { status: 'paid', amount_cents: 500, failure_reason: null },
    ]);
  });
});
