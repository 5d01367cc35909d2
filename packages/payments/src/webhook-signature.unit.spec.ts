import { describe, expect, it } from 'vitest';
import { signatureHeader } from './local-gateway/webhook-signer.ts';
import { verifyWebhook } from './webhook-signature.ts';

const secret = 'whsec_test_local';
const sentAt = new Date('2030-01-15T10:00:00Z');
const seconds = sentAt.getTime() / 1000;
const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'invoice.paid', data: { object: {} } });

describe('verifyWebhook on what the gateway signs', () => {
  it('accepts the gateway signature through the SDK and returns the event', () => {
    const result = verifyWebhook({
      rawBody: Buffer.from(payload),
      signatureHeader: signatureHeader(payload, secret, seconds),
      secret,
      receivedAt: new Date(sentAt.getTime() + 30_000),
    });
    expect(result).toMatchObject({ ok: true, event: { id: 'evt_1', type: 'invoice.paid' } });
  });

  it('refuses a body changed after signing', () => {
    const result = verifyWebhook({
      rawBody: payload.replace('invoice.paid', 'invoice.payment_failed'),
      signatureHeader: signatureHeader(payload, secret, seconds),
      secret,
      receivedAt: sentAt,
    });
    expect(result).toMatchObject({
      ok: false,
      reason: expect.stringContaining('No signatures found matching'),
    });
  });

  it('refuses a signature older than the tolerance, and accepts it within', () => {
    const header = signatureHeader(payload, secret, seconds);
    const late = verifyWebhook({
      rawBody: payload,
      signatureHeader: header,
      secret,
      receivedAt: new Date(sentAt.getTime() + 301_000),
    });
    expect(late).toMatchObject({ ok: false, reason: 'Timestamp outside the tolerance zone' });
    const patient = verifyWebhook({
      rawBody: payload,
      signatureHeader: header,
      secret,
      receivedAt: new Date(sentAt.getTime() + 301_000),
      toleranceSeconds: 600,
    });
    expect(patient.ok).toBe(true);
  });

  it('refuses another secret, and a missing header', () => {
    const header = signatureHeader(payload, 'whsec_other', seconds);
    expect(verifyWebhook({ rawBody: payload, signatureHeader: header, secret, receivedAt: sentAt }).ok).toBe(
      false,
    );
    expect(
      verifyWebhook({ rawBody: payload, signatureHeader: undefined, secret, receivedAt: sentAt }),
    ).toEqual({
      ok: false,
      reason: 'No Stripe-Signature header',
    });
  });
});
