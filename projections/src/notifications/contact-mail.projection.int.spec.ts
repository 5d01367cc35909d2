import type { DomainEvent } from '@afrimedia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectionHarness, type ProjectionHarness } from '../testing/projection-harness.ts';
import { notificationsProjection, PLATFORM_TEAM } from './notifications.projection.ts';

const personal = {
  name: 'Aminata Diallo',
  email: 'aminata@example.org',
  subject: 'Un partenariat',
  message: 'Nous animons une radio à Dakar.',
};
const received: DomainEvent = {
  type: 'ContactMessageReceived',
  data: { messageId: 'm1', language: 'fr', receivedAt: '2026-11-22T10:00:00.000Z', personal },
};

describe('the notifications projection, for the contact form', () => {
  let harness: ProjectionHarness;
  beforeAll(async () => {
    harness = await projectionHarness(notificationsProjection);
  });
  afterAll(() => harness.close());

  it("writes each message to the team's outbox, with what the sender wrote and the language of it", async () => {
    await harness.given([received], { stream: 'contact-m1' });
    const outbox = await harness.db.selectFrom('notifications.outbox').selectAll().execute();
    expect(outbox).toEqual([
      expect.objectContaining({
        recipient: PLATFORM_TEAM,
        language: 'fr',
        template: 'contact-message',
        params: personal,
        sent_at: null,
      }),
    ]);
  });
});

describe('the notifications projection, for a new legal version', () => {
  let harness: ProjectionHarness;
  beforeAll(async () => {
    harness = await projectionHarness(notificationsProjection);
  });
  afterAll(() => harness.close());

  it('writes to every person once, in their language, whatever the replays', async () => {
    const registered = (userId: string, language: string): DomainEvent => ({
      type: 'UserRegistered',
      data: {
        userId,
        role: 'reader',
        passwordHash: 'hash',
        language,
        termsAcceptedAt: '2026-11-01T10:00:00.000Z',
        registeredAt: '2026-11-01T10:00:00.000Z',
        personal: { email: `${userId}@example.org`, firstName: userId },
      },
    });
    const published: DomainEvent = {
      type: 'LegalVersionPublished',
      data: {
        versionId: 'v2',
        kind: 'privacy-policy',
        body: { en: 'New policy' },
        publishedAt: '2026-11-23T10:00:00.000Z',
        effectiveAt: '2026-12-08T10:00:00.000Z',
      },
    };
    await harness.given([registered('ada', 'fr'), registered('bola', 'en')]);
    await harness.given([published], { stream: 'legal-privacy-policy' });
    const outbox = await harness.db
      .selectFrom('notifications.outbox')
      .select(['recipient', 'language', 'template', 'params'])
      .where('template', '=', 'legal-version')
      .orderBy('recipient')
      .execute();
    const params = { document: 'privacy', page: 'privacy-policy', effectiveAt: '2026-12-08' };
    expect(outbox).toEqual([
      {
        recipient: 'ada@example.org',
        language: 'fr',
        template: 'legal-version',
        params: { firstName: 'ada', ...params },
      },
      {
        recipient: 'bola@example.org',
        language: 'en',
        template: 'legal-version',
        params: { firstName: 'bola', ...params },
      },
    ]);
  });
});
