import type { actionsCalls } from '@afrimedia/contracts';
import { reject } from '@afrimedia/domain';
import type { CardSource } from '@afrimedia/payments';
import type { z } from 'zod';

export type CardBody = z.output<typeof actionsCalls.paymentCustomer.body>;

/**
 * The card as the browser sent it: a payment method id, or raw card fields, which only the local test gateway
 * takes. With real Stripe raw card fields are refused before anything is sent anywhere.
 */
export function cardSource(body: CardBody, acceptsRawCards: boolean): CardSource {
  const raw = [body.card_number, body.cvc, body.exp_month, body.exp_year].some(
    (field) => field !== undefined,
  );
  if (body.payment_method !== undefined) {
    if (raw) throw reject('FIELDS_REQUIRED', 'payment_method');
    return { kind: 'payment_method', paymentMethodId: body.payment_method };
  }
  if (!acceptsRawCards) throw reject('FIELDS_REQUIRED', 'payment_method');
  const { card_number: number, cvc, exp_month: expMonth, exp_year: expYear, card_owner: owner } = body;
  if (number === undefined) throw reject('FIELDS_REQUIRED', 'card_number');
  if (expMonth === undefined) throw reject('FIELDS_REQUIRED', 'exp_month');
  if (expYear === undefined) throw reject('FIELDS_REQUIRED', 'exp_year');
  if (cvc === undefined) throw reject('FIELDS_REQUIRED', 'cvc');
  if (owner === undefined) throw reject('FIELDS_REQUIRED', 'card_owner');
  return { kind: 'test_card', number, expMonth, expYear, cvc, owner };
}
