import { describe, expect, it } from 'vitest';
import { cardSource, type CardBody } from './card-source.ts';

const raw: CardBody = {
  user_id: 'u1',
  card_number: '4242424242424242',
  exp_month: 12,
  exp_year: 2031,
  cvc: '123',
  card_owner: 'A. Reader',
};

describe('the card a save-card call carries', () => {
  it('is a payment method id, with Stripe or the local gateway', () => {
    for (const acceptsRawCards of [true, false]) {
      expect(cardSource({ user_id: 'u1', payment_method: 'pm_1' }, acceptsRawCards)).toEqual({
        kind: 'payment_method',
        paymentMethodId: 'pm_1',
      });
    }
  });

  it('is raw card fields only for the local gateway', () => {
    expect(cardSource(raw, true)).toEqual({
      kind: 'test_card',
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2031,
      cvc: '123',
      owner: 'A. Reader',
    });
  });

  it.each([
    ['raw fields with real Stripe', raw, false, 'payment_method'],
    ['any one raw field with real Stripe', { user_id: 'u1', cvc: '123' }, false, 'payment_method'],
    ['raw fields beside a payment method id', { ...raw, payment_method: 'pm_1' }, true, 'payment_method'],
    ['no card at all', { user_id: 'u1' }, true, 'card_number'],
    ['no expiry month', { ...raw, exp_month: undefined }, true, 'exp_month'],
  ] as const)('refuses %s, naming %s', (_case, body, acceptsRawCards, field) => {
    expect(() => cardSource(body, acceptsRawCards)).toThrow(
      expect.objectContaining({ code: 'FIELDS_REQUIRED', kind: 'invalid', field }),
    );
  });
});
