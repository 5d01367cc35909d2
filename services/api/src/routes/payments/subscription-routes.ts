import { actionsCalls } from '@afrimedia/contracts';
import { reject } from '@afrimedia/domain';
import type { CardSource } from '@afrimedia/payments';
import { Router, type Request } from 'express';
import type { z } from 'zod';
import { signedIn } from '../../http/guards.ts';
import type { Payments } from '../../payments/payments.ts';
import { requestPorts } from '../../use-cases/request-ports.ts';
import { saveCard } from '../../use-cases/save-card.ts';
import { subscribe } from '../../use-cases/subscribe.ts';
import { unsubscribe } from '../../use-cases/unsubscribe.ts';
import { addRoute } from '../define-route.ts';
import type { RouteDeps } from '../route-deps.ts';

type CardBody = z.output<typeof actionsCalls.paymentCustomer.body>;

/** The spec's three payment calls: save a card, subscribe to a plan id, turn auto-renew off. */
export function subscriptionRoutes(deps: RouteDeps): Router {
  const router = Router();
  const provider = (): Payments => {
    if (!deps.payments) throw reject('PAYMENTS_NOT_AVAILABLE');
    return deps.payments;
  };
  const actorOf = (request: Request) => ({ userId: signedIn(request).user_id, isAdmin: false });

  addRoute(router, actionsCalls.paymentCustomer, async ({ body, request }) => {
    const payments = provider();
    const saved = await saveCard(requestPorts(deps, request), payments.port, actorOf(request), {
      userId: body.user_id,
      card: cardSource(body, payments.acceptsRawCards),
    });
    return { ok: true, ...saved } as const;
  });

  addRoute(router, actionsCalls.paymentSubscription, async ({ body, request }) => {
    const subscribed = await subscribe(requestPorts(deps, request), provider().port, actorOf(request), {
      userId: body.user_id,
      planId: body.subscription_id,
    });
    return { subscription_id: subscribed.planId, subscription_end: subscribed.periodEnd, auto_renew: true };
  });

  addRoute(router, actionsCalls.paymentCancel, async ({ params, request }) => {
    const { periodEnd } = await unsubscribe(requestPorts(deps, request), provider().port, actorOf(request), {
      userId: params.userId,
      planId: params.subscriptionId,
    });
    return { subscription_id: params.subscriptionId, subscription_end: periodEnd, auto_renew: false };
  });

  return router;
}

/**
 * The card as the browser sent it: a payment method id, or raw card fields, which only the local test gateway
 * takes. With real Stripe raw card fields are refused before anything is sent anywhere.
 */
function cardSource(body: CardBody, acceptsRawCards: boolean): CardSource {
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
