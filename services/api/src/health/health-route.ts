import { Router } from 'express';
import { runHealthChecks, type HealthCheck } from './health-check.ts';

/**
 * GET /health: 200 when every part answers (status `degraded`, naming them, when some work poorly), 503 naming the
 * failing parts otherwise.
 */
export function healthRouter(checks: readonly HealthCheck[]): Router {
  const router = Router();
  router.get('/health', async (_request, response) => {
    const report = await runHealthChecks(checks);
    response
      .status(report.status === 'unavailable' ? 503 : 200)
      .set('Cache-Control', 'no-store')
      .json(report);
  });
  return router;
}
