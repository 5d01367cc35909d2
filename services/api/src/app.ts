import express, { type Express } from 'express';
import { healthRouter } from './health/health-route.ts';
import type { HealthCheck } from './health/health-check.ts';
import { apiNotFound, errorHandler } from './http/errors.ts';
import { requestLogging } from './http/request-logging.ts';
import { webAppsRouter, type WebApp } from './http/web-apps.ts';
import type { Logger } from './logger.ts';

export interface AppDependencies {
  readonly logger: Logger;
  readonly healthChecks: readonly HealthCheck[];
  readonly webApps: readonly WebApp[];
}

export function createApp(deps: AppDependencies): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(requestLogging(deps.logger));

  const api = express.Router();
  api.use(express.json({ limit: '1mb' }));
  api.use(healthRouter(deps.healthChecks));
  api.use(apiNotFound);
  app.use('/api', api);

  app.use(webAppsRouter(deps.webApps));
  app.use(errorHandler);
  return app;
}
