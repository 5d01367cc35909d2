import { actionsCalls } from '@afrimedia/contracts';
import { reject } from '@afrimedia/domain';
import { Router, type Request } from 'express';
import { signedIn } from '../../http/guards.ts';
import type { Payments } from '../../payments/payments.ts';
import { requestPorts } from '../../use-cases/request-ports.ts';
import { saveCard } from '../../use-cases/save-card.ts';
import { subscribe } from '../../use-cases/subscribe.ts';
import { unsubscribe } from '../../use-cases/unsubscribe.ts';
import { addRoute } from '../define-route.ts';
import { cardSource } from './card-source.ts';
import type { RouteDeps } from '../route-deps.ts';

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
      card: cardSource(body, payments.cardEntry.card_entry === 'fields'),
    });
    return { ok: true, ...saved } as const;
  });

  addRoute(router, actionsCalls.paymentSubscription, async ({ body, request }) => {
    const subscribed = await subscribe(requestPorts(deps, request), provider().port, actorOf(request), {
      userId: body.user_id,
      planId: body.subscription_id,
    });
    return {
      subscription_id: subscribed.planId,
      subscription_end: subscribed.periodEnd,
      auto_renew: subscribed.autoRenew,
    };
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
