import { errorCatalogue } from '@afrimedia/domain';
import { describe, expect, it } from 'vitest';
import { failureReasonFor } from './card-refusals.ts';

const messageFor = (code: string | undefined, declineCode: string | undefined) =>
  errorCatalogue[failureReasonFor(code, declineCode)].message;

describe('failureReasonFor', () => {
  it.each([
    ['card_declined', 'generic_decline', 'Your card was declined'],
    ['card_declined', 'lost_card', 'Your card was declined'],
    ['card_declined', 'test_mode_live_card', 'Your card was declined'],
    ['card_declined', 'insufficient_funds', 'Your payment is not accepted'],
    ['expired_card', 'expired_card', 'Your card is expired'],
    ['invalid_expiry_year', undefined, 'Your card is expired'],
    ['incorrect_cvc', 'incorrect_cvc', 'The CVC number is incorrect'],
    ['invalid_cvc', undefined, 'The CVC number is incorrect'],
    ['incorrect_number', undefined, 'The card number is incorrect'],
    ['processing_error', 'processing_error', 'An error occurred while processing your card'],
    ['card_declined', 'processing_error', 'An error occurred while processing your card'],
    ['incomplete_number', undefined, 'The card number is incorrect'],
    ['invalid_expiry_year_past', undefined, 'Your card is expired'],
    ['incomplete_cvc', undefined, 'The CVC number is incorrect'],
    [undefined, undefined, 'Your card was declined'],
  ])('Stripe code %s / decline code %s reads "%s"', (code, declineCode, message) => {
    expect(messageFor(code, declineCode)).toBe(message);
  });
});
