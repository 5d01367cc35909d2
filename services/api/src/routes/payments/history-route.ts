import { paymentsCalls } from '@afrimedia/contracts';
import { readerPayments } from '@afrimedia/read-models';
import { Router } from 'express';
import { signedIn } from '../../http/guards.ts';
import { readModelsOf } from '../../storage/api-db.ts';
import { addRoute } from '../define-route.ts';
import type { RouteDeps } from '../route-deps.ts';

/** The signed-in reader's own payments: the user id is the session's, never one the caller names. */
export function historyRoute(deps: RouteDeps): Router {
  const router = Router();
  addRoute(router, paymentsCalls.history, async ({ request }) => {
    const { autoRenew, payments } = await readerPayments(readModelsOf(deps.db), signedIn(request).user_id);
    // Parsed against the contract: a plan or reason the projection stored under another name fails loudly here.
    return paymentsCalls.history.response.parse({
      auto_renew: autoRenew,
      payments: payments.map((payment) => ({ ...payment, occurredAt: payment.occurredAt.toISOString() })),
    });
  });
  return router;
}
