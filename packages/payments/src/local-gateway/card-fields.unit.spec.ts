import { describe, expect, it } from 'vitest';
import { readCardFields } from './card-fields.ts';
import { cardFailures, passesLuhn, testCards } from './test-cards.ts';

const now = new Date('2030-06-15T12:00:00Z');
const valid = { number: '4242 4242 4242 4242', expMonth: '6', expYear: '2030', cvc: '123' };

describe('readCardFields', () => {
  it('keeps the brand, last four digits and expiry of a test card, and nothing of the number beyond that', () => {
    const card = readCardFields(valid, now);
    expect(card).toEqual({
      brand: 'visa',
      last4: '4242',
      expMonth: 6,
      expYear: 2030,
      behaviour: { kind: 'succeeds' },
    });
    expect(JSON.stringify(card)).not.toContain('42424242');
  });

  it('answers incorrect_number for a number failing the Luhn check or of the wrong length', () => {
    expect(readCardFields({ ...valid, number: '4242424242424241' }, now)).toBe(cardFailures.incorrectNumber);
    expect(readCardFields({ ...valid, number: '4242' }, now)).toBe(cardFailures.incorrectNumber);
    expect(readCardFields({ ...valid, number: undefined }, now)).toBe(cardFailures.incorrectNumber);
  });

  it('refuses a well-formed number that is not one of the published test cards', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(readCardFields({ ...valid, number: '4111111111111111' }, now)).toBe(
      cardFailures.liveCardInTestMode,
    );
  });

  it('judges the expiry by the given clock: this month still passes, last month and last year do not', () => {
    expect(readCardFields({ ...valid, expMonth: '05' }, now)).toBe(cardFailures.invalidExpiryMonth);
    expect(readCardFields({ ...valid, expYear: '29' }, now)).toBe(cardFailures.invalidExpiryYear);
    expect(readCardFields({ ...valid, expMonth: '13' }, now)).toBe(cardFailures.invalidExpiryMonth);
    expect(readCardFields({ ...valid, expYear: '30' }, now)).toMatchObject({ expYear: 2030 });
  });

  it('refuses a CVC that is not three or four digits', () => {
    expect(readCardFields({ ...valid, cvc: '12' }, now)).toBe(cardFailures.invalidCvc);
    expect(readCardFields({ ...valid, cvc: '12a' }, now)).toBe(cardFailures.invalidCvc);
  });

  it('knows every published test number as a valid card number', () => {
    for (const card of testCards) expect(passesLuhn(card.number), card.number).toBe(true);
  });
});
