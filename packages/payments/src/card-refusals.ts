import type { paymentFailureReasons } from '@afrimedia/domain';

/** The spec's six card codes (§8), as the domain records them on `PaymentFailed`. */
export type PaymentFailureReason = (typeof paymentFailureReasons)[number];

/**
 * Stripe's `code` (or, for `card_declined`, its `decline_code`) → the spec's card code. The one place this
 * mapping lives: the adapter uses it for the SDK's errors and for the error kept on a failed invoice's payment.
 * The spec has six messages for Stripe's dozens of reasons, so several land on one: an impossible expiry
 * reads as an expired card, and a decline that is about this payment rather than the card (no funds, a limit
 * reached) as "Your payment is not accepted". Stripe.js's own checks of the card the reader typed in its Card
 * Element (a `validation_error`, before any call: an incomplete number, an expiry already past) land here too.
 */
const byCode: Readonly<Record<string, PaymentFailureReason>> = {
  expired_card: 'EXPIRED_CARD',
  invalid_expiry_month: 'EXPIRED_CARD',
  invalid_expiry_year: 'EXPIRED_CARD',
  incorrect_cvc: 'INCORRECT_CVC',
  invalid_cvc: 'INCORRECT_CVC',
  incorrect_number: 'INCORRECT_CARD_NUMBER',
  invalid_number: 'INCORRECT_CARD_NUMBER',
  processing_error: 'CARD_PROCESSING_ERROR',
  incomplete_number: 'INCORRECT_CARD_NUMBER',
  incomplete_expiry: 'EXPIRED_CARD',
  invalid_expiry_month_past: 'EXPIRED_CARD',
  invalid_expiry_year_past: 'EXPIRED_CARD',
  incomplete_cvc: 'INCORRECT_CVC',
};

const byDeclineCode: Readonly<Record<string, PaymentFailureReason>> = {
  expired_card: 'EXPIRED_CARD',
  incorrect_cvc: 'INCORRECT_CVC',
  invalid_cvc: 'INCORRECT_CVC',
  incorrect_number: 'INCORRECT_CARD_NUMBER',
  invalid_number: 'INCORRECT_CARD_NUMBER',
  processing_error: 'CARD_PROCESSING_ERROR',
  insufficient_funds: 'PAYMENT_NOT_ACCEPTED',
  card_velocity_exceeded: 'PAYMENT_NOT_ACCEPTED',
  withdrawal_count_limit_exceeded: 'PAYMENT_NOT_ACCEPTED',
  invalid_amount: 'PAYMENT_NOT_ACCEPTED',
  currency_not_supported: 'PAYMENT_NOT_ACCEPTED',
  card_not_supported: 'PAYMENT_NOT_ACCEPTED',
};

/** Any other card error (lost, stolen, fraudulent, a live card in test mode, …) is a plain decline. */
export function failureReasonFor(
  code: string | undefined,
  declineCode: string | undefined,
): PaymentFailureReason {
  return (
    (declineCode === undefined ? undefined : byDeclineCode[declineCode]) ??
    (code === undefined ? undefined : byCode[code]) ??
    'CARD_DECLINED'
  );
}
