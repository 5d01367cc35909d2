import { paymentsCalls } from '@afrimedia/contracts';
import { reject } from '@afrimedia/domain';
import { Router } from 'express';
import { addRoute } from '../define-route.ts';
import type { RouteDeps } from '../route-deps.ts';

/** How the reader's card form takes a card, as the payment provider this API runs with wants it. */
export function cardEntryRoute(deps: RouteDeps): Router {
  const router = Router();
  addRoute(router, paymentsCalls.cardEntry, async () => {
    if (!deps.payments) throw reject('PAYMENTS_NOT_AVAILABLE');
    return deps.payments.cardEntry;
  });
  return router;
}
