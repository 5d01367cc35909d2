import { retentionHorizons } from '@afrimedia/domain';
import {
  adminIncomeVerificationsCalls,
  adminPayoutsCalls,
  adminRateCardsCalls,
  adminRefusedReadsCalls,
  adminStatementsDueCalls,
} from '@afrimedia/contracts';
import { adminQueries } from '@afrimedia/read-models';
import { Router, type Request } from 'express';
import { verifyIncome } from '@afrimedia/projections';
import { newStreamId } from '../../../commands/dispatch.ts';
import { admin } from '../../../http/guards.ts';
import { readModelsOf } from '../../../storage/api-db.ts';
import { issuePayoutStatement } from '../../../use-cases/issue-payout-statement.ts';
import { publishRateCard } from '../../../use-cases/publish-rate-card.ts';
import { requestPorts } from '../../../use-cases/request-ports.ts';
import type { RouteDeps } from '../../route-deps.ts';
import { listedInMemory, withIds } from '../categories/listed-in-memory.ts';
import { serveResource } from '../simple-rest.ts';
import { verificationJobs } from './verification-jobs.ts';

const actorOf = (request: Request) => {
  const user = admin(request);
  return { userId: user.user_id, isAdmin: user.role === 'admin' };
};

/**
 * Authors' income as the platform team runs it, one router per resource (each is mounted at its own path): rate
 * cards, the months due for payout and those issued, the reads refused, and checks of the income read model
 * against the events, one at a time.
 */
export function incomeRoutes(deps: RouteDeps): Router {
  const db = readModelsOf(deps.db);
  const resources = Router();
  const resource = (path: string) => {
    const router = Router();
    resources.use(path, router);
    return router;
  };

  serveResource(resource('/rate-cards'), adminRateCardsCalls, {
    list: (query) => adminQueries.rateCardPage(db, query),
    getOne: (id) => adminQueries.rateCardRecord(db, id),
    async create({ body, request }) {
      const rateCardId = newStreamId(request, 'rate-card');
      await publishRateCard(requestPorts(deps, request).commands, actorOf(request), { rateCardId, ...body });
      return rateCardId;
    },
  });

  serveResource(resource('/statements-due'), adminStatementsDueCalls, {
    list: (query, request) => adminQueries.statementDuePage(db, request.ctx.now, query),
    getOne: (id, request) => adminQueries.statementDueRecord(db, request.ctx.now, id),
  });

  serveResource(resource('/payouts'), adminPayoutsCalls, {
    list: (query) => adminQueries.payoutPage(db, query),
    getOne: (id) => adminQueries.payoutRecord(db, id),
    create: ({ body, request }) =>
      issuePayoutStatement(
        {
          commands: requestPorts(deps, request).commands,
          monthStatement: (authorId, periodStart) => adminQueries.monthStatement(db, authorId, periodStart),
        },
        actorOf(request),
        body,
      ),
  });

  serveResource(resource('/refused-reads'), adminRefusedReadsCalls, {
    list: (query) => adminQueries.refusedReadPage(db, query),
    getOne: (id) => adminQueries.refusedReadRecord(db, id),
  });

  const verifications = verificationJobs({
    run: (onProgress) =>
      verifyIncome(
        { store: deps.store, db, detailKeptFrom: retentionHorizons(deps.clock()).financial },
        onProgress,
      ),
    clock: deps.clock,
  });
  serveResource(resource('/income-verifications'), adminIncomeVerificationsCalls, {
    async list(query) {
      const { status } = query.filter;
      const rows = withIds(verifications.all(), query.filter.id).filter(
        (row) => status === undefined || row.status === status,
      );
      return listedInMemory(rows, query);
    },
    getOne: async (id) => verifications.one(id),
    async create({ request }) {
      admin(request);
      return verifications.start((error) => request.log?.error({ err: error }, 'verify-income failed'));
    },
  });
  return resources;
}
