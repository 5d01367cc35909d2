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
