import { paymentsCalls } from '@afrimedia/contracts';
import { currentPlanPrices } from '@afrimedia/read-models';
import { Router } from 'express';
import { readModelsOf } from '../../storage/api-db.ts';
import { addRoute } from '../define-route.ts';
import type { RouteDeps } from '../route-deps.ts';

/** The price list readers choose a plan from. */
export function plansRoute(deps: RouteDeps): Router {
  const router = Router();
  addRoute(router, paymentsCalls.plans, async () =>
    (await currentPlanPrices(readModelsOf(deps.db))).map(({ id, plan, period, amountCents, currency }) => ({
      id,
      plan,
      period,
      amountCents,
      currency,
    })),
  );
  return router;
}
