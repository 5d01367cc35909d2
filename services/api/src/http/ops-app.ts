import express, { type Express } from 'express';
import type { Config } from '@afrimedia/config';
import { healthRouter } from '../health/health-route.ts';
import type { HealthCheck } from '../health/health-check.ts';
import { httpMetrics } from '../metrics/http-metrics.ts';
import { metricsRoute } from '../metrics/metrics-route.ts';
import type { PlatformMetrics } from '../metrics/platform-metrics.ts';
import { apiNotFound, errorHandler } from './errors.ts';

export interface OpsAppDependencies {
  readonly healthChecks: readonly HealthCheck[];
  readonly metrics: { readonly platform: PlatformMetrics; readonly token: string | undefined };
  readonly trustProxy?: Config['trustProxy'];
}

/**
 * What a process serving no API answers over HTTP: its metrics for Prometheus and its health for the orchestrator,
 * at the same paths as the API's process, so one scrape and probe configuration fits every process.
 */
export function createOpsApp(deps: OpsAppDependencies): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.trustProxy ?? false);
  app.use(httpMetrics(deps.metrics.platform));
  app.use(metricsRoute(deps.metrics.platform.registry, deps.metrics.token));
  app.use('/api', healthRouter(deps.healthChecks));
  app.use(apiNotFound);
  app.use(errorHandler);
  return app;
}
