import { cardFailures, findTestCardByNumber, type CardBehaviour, type CardFailure } from './test-cards.ts';

/** What the gateway keeps of a card: never the number or the CVC, only what Stripe itself shows back. */
export interface CardSummary {
  readonly brand: string;
  readonly last4: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly behaviour: CardBehaviour;
}

export interface RawCardFields {
  readonly number?: string;
  readonly expMonth?: string;
  readonly expYear?: string;
  readonly cvc?: string;
}

/**
 * Checks raw card fields in Stripe's order (number, then expiry, then CVC format) against `now`, so an
 * expiry in the past is judged by the gateway's clock and not the machine's.
 */
export function readCardFields(fields: RawCardFields, now: Date): CardSummary | CardFailure {
  const card = findTestCardByNumber(fields.number ?? '');
  if (!('number' in card)) return card;
  const expMonth = Number(fields.expMonth);
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12) return cardFailures.invalidExpiryMonth;
  const expYear = fourDigitYear(fields.expYear ?? '');
  if (expYear === undefined || expYear < now.getUTCFullYear()) return cardFailures.invalidExpiryYear;
  if (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1)
    return cardFailures.invalidExpiryMonth;
  if (fields.cvc !== undefined && !/^\d{3,4}$/.test(fields.cvc)) return cardFailures.invalidCvc;
  return { brand: card.brand, last4: card.number.slice(-4), expMonth, expYear, behaviour: card.behaviour };
}

/** Stripe takes `exp_year` as 2 or 4 digits. */
function fourDigitYear(text: string): number | undefined {
  if (/^\d{4}$/.test(text)) return Number(text);
  if (/^\d{2}$/.test(text)) return 2000 + Number(text);
  return undefined;
}
