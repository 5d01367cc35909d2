import { adminPlanPricesCalls as calls, type AdminPlanPriceRecord } from '@afrimedia/contracts';
import { parsePlanId, periods, planIdOf, plans } from '@afrimedia/domain';
import { currentPlanPrices } from '@afrimedia/read-models';
import { Router } from 'express';
import { admin } from '../../../http/guards.ts';
import { readModelsOf } from '../../../storage/api-db.ts';
import { pricePlan } from '../../../use-cases/price-plan.ts';
import { requestPorts } from '../../../use-cases/request-ports.ts';
import type { RouteDeps } from '../../route-deps.ts';
import { listedInMemory, withIds } from '../categories/listed-in-memory.ts';
import { serveResource } from '../simple-rest.ts';

/** Every plan and period, priced or not yet: the team sees what readers cannot buy as well as what they can. */
async function planPrices(deps: RouteDeps): Promise<AdminPlanPriceRecord[]> {
  const priced = new Map((await currentPlanPrices(readModelsOf(deps.db))).map((price) => [price.id, price]));
  return plans.flatMap((plan) =>
    periods.map((period) => {
      const price = priced.get(planIdOf(plan, period));
      return {
        id: planIdOf(plan, period),
        plan,
        period,
        amountCents: price?.amountCents ?? null,
        currency: 'eur' as const,
        pricedAt: price?.pricedAt.toISOString() ?? null,
      };
    }),
  );
}

/** What new subscribers pay per plan and period; a change is a PlanPriced event, in force at once. */
export function planPricesRoutes(deps: RouteDeps): Router {
  const router = Router();
  serveResource(router, calls, {
    list: async (query) => {
      const rows = withIds(await planPrices(deps), query.filter.id);
      const { plan } = query.filter;
      return listedInMemory(plan ? rows.filter((row) => row.plan === plan) : rows, query);
    },
    getOne: async (id) => (await planPrices(deps)).find((row) => row.id === id),
    update: {
      known: (id) => parsePlanId(id) !== undefined,
      async run({ id, body, request }) {
        const user = admin(request);
        const { plan, period } = parsePlanId(id)!;
        await pricePlan(
          requestPorts(deps, request).commands,
          { userId: user.user_id, isAdmin: user.role === 'admin' },
          { plan, period, amountCents: body.amountCents },
        );
      },
    },
  });
  return router;
}
