import { Router } from 'express';
import { runHealthChecks, type HealthCheck } from './health-check.ts';

/**
 * GET /health: 200 when every part answers (status `degraded`, naming them, when some work poorly), 503 naming the
 * failing parts otherwise. GET /health/live: the process serves requests (an orchestrator restarts it otherwise;
 * nothing it depends on is asked, so a database outage restarts no process). GET /health/ready: the parts it
 * cannot serve without answer (a load balancer sends it requests only then).
 */
export function healthRouter(checks: readonly HealthCheck[]): Router {
  const router = Router();
  router.get('/health/live', (_request, response) => {
    response.set('Cache-Control', 'no-store').json({ status: 'alive' });
  });
  router.get('/health/ready', async (_request, response) => {
    const report = await runHealthChecks(checks.filter((check) => check.gatesReadiness));
    const ready = report.status !== 'unavailable';
    response
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: ready ? 'ready' : 'unavailable', failing: report.failing });
  });
  router.get('/health', async (_request, response) => {
    const report = await runHealthChecks(checks);
    response
      .status(report.status === 'unavailable' ? 503 : 200)
      .set('Cache-Control', 'no-store')
      .json(report);
  });
  return router;
}
