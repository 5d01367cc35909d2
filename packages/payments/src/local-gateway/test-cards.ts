/**
 * Stripe's published test card numbers and what each one does (docs.stripe.com/testing). The gateway accepts
 * only these: card data is never real here, and a number outside the table is refused the way Stripe's test
 * mode refuses a live card.
 */

/** A card refusal as Stripe words it: `code`, `decline_code`, the field it concerns, Stripe's message. */
export interface CardFailure {
  readonly code: string;
  readonly declineCode?: string;
  readonly param?: string;
  readonly message: string;
}

/**
 * When the card fails: most decline cards fail when attached to a customer (Stripe checks the card then);
 * 4000000000000341 attaches and then fails every charge, which is how a failed renewal is reached.
 */
export type CardBehaviour =
  | { readonly kind: 'succeeds' }
  | { readonly kind: 'fails_on_attach'; readonly failure: CardFailure }
  | { readonly kind: 'fails_on_charge'; readonly failure: CardFailure };

export interface TestCard {
  readonly number: string;
  readonly brand: 'visa' | 'mastercard';
  /** Stripe's ready-made payment method ids for this card, usable where a `pm_...` id is expected. */
  readonly tokens: readonly string[];
  readonly behaviour: CardBehaviour;
}

const declined = (declineCode: string, message = 'Your card was declined.'): CardFailure => ({
  code: 'card_declined',
  declineCode,
  message,
});

export const cardFailures = {
  genericDecline: declined('generic_decline'),
  insufficientFunds: declined('insufficient_funds', 'Your card has insufficient funds.'),
  lostCard: declined('lost_card'),
  stolenCard: declined('stolen_card'),
  liveCardInTestMode: declined(
    'test_mode_live_card',
    'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
  ),
  expiredCard: {
    code: 'expired_card',
    declineCode: 'expired_card',
    param: 'exp_month',
    message: 'Your card has expired.',
  },
  incorrectCvc: {
    code: 'incorrect_cvc',
    declineCode: 'incorrect_cvc',
    param: 'cvc',
    message: "Your card's security code is incorrect.",
  },
  processingError: {
    code: 'processing_error',
    declineCode: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
  incorrectNumber: { code: 'incorrect_number', param: 'number', message: 'Your card number is incorrect.' },
  invalidExpiryMonth: {
    code: 'invalid_expiry_month',
    param: 'exp_month',
    message: "Your card's expiration month is invalid.",
  },
  invalidExpiryYear: {
    code: 'invalid_expiry_year',
    param: 'exp_year',
    message: "Your card's expiration year is invalid.",
  },
  invalidCvc: { code: 'invalid_cvc', param: 'cvc', message: "Your card's security code is invalid." },
} as const satisfies Record<string, CardFailure>;

const succeeds: CardBehaviour = { kind: 'succeeds' };
const onAttach = (failure: CardFailure): CardBehaviour => ({ kind: 'fails_on_attach', failure });

export const testCards: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'visa', tokens: ['pm_card_visa'], behaviour: succeeds },
  { number: '5555555555554444', brand: 'mastercard', tokens: ['pm_card_mastercard'], behaviour: succeeds },
  {
    number: '4000000000000002',
    brand: 'visa',
    tokens: ['pm_card_chargeDeclined', 'pm_card_visa_chargeDeclined'],
    behaviour: onAttach(cardFailures.genericDecline),
  },
  {
    number: '4000000000009995',
    brand: 'visa',
    tokens: ['pm_card_chargeDeclinedInsufficientFunds', 'pm_card_visa_chargeDeclinedInsufficientFunds'],
    behaviour: onAttach(cardFailures.insufficientFunds),
  },
  {
    number: '4000000000009987',
    brand: 'visa',
    tokens: ['pm_card_chargeDeclinedLostCard', 'pm_card_visa_chargeDeclinedLostCard'],
    behaviour: onAttach(cardFailures.lostCard),
  },
  {
    number: '4000000000009979',
    brand: 'visa',
    tokens: ['pm_card_chargeDeclinedStolenCard', 'pm_card_visa_chargeDeclinedStolenCard'],
    behaviour: onAttach(cardFailures.stolenCard),
  },
  {
    number: '4000000000000069',
    brand: 'visa',
    tokens: ['pm_card_chargeDeclinedExpiredCard', 'pm_card_visa_chargeDeclinedExpiredCard'],
    behaviour: onAttach(cardFailures.expiredCard),
  },
  {
    number: '4000000000000127',
    brand: 'visa',
    tokens: ['pm_card_chargeDeclinedIncorrectCvc', 'pm_card_visa_chargeDeclinedIncorrectCvc'],
    behaviour: onAttach(cardFailures.incorrectCvc),
  },
  {
    number: '4000000000000119',
    brand: 'visa',
    tokens: ['pm_card_chargeDeclinedProcessingError', 'pm_card_visa_chargeDeclinedProcessingError'],
    behaviour: onAttach(cardFailures.processingError),
  },
  {
    number: '4000000000000341',
    brand: 'visa',
    tokens: ['pm_card_chargeCustomerFail', 'pm_card_visa_chargeCustomerFail'],
    behaviour: { kind: 'fails_on_charge', failure: cardFailures.genericDecline },
  },
];

/** The Luhn checksum every real card number satisfies; Stripe answers `incorrect_number` when it fails. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card a raw number names, or why Stripe would refuse the number itself. */
export function findTestCardByNumber(rawNumber: string): TestCard | CardFailure {
  const digits = rawNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return cardFailures.incorrectNumber;
  return testCards.find((card) => card.number === digits) ?? cardFailures.liveCardInTestMode;
}

export function findTestCardByToken(token: string): TestCard | undefined {
  return testCards.find((card) => card.tokens.includes(token));
}
