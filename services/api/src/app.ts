import { randomBytes } from 'node:crypto';
import type { Config } from '@afrimedia/config';
import { adminCalls, allCalls } from '@afrimedia/contracts';
import express, { type Express } from 'express';
import { healthRouter } from './health/health-route.ts';
import { httpMetrics } from './metrics/http-metrics.ts';
import { metricsRoute } from './metrics/metrics-route.ts';
import type { PlatformMetrics } from './metrics/platform-metrics.ts';
import type { HealthCheck } from './health/health-check.ts';
import { authenticate } from './http/authenticate.ts';
import { apiNotFound, errorHandler } from './http/errors.ts';
import { internalCaller } from './http/internal-caller.ts';
import { jsonBodiesOnly } from './http/json-only.ts';
import { requestLogging } from './http/request-logging.ts';
import { refuseUnsafeBody, refuseUnsafeRequestText } from './http/safe-text.ts';
import { securityHeaders } from './http/security-headers.ts';
import { siteWallGuard } from './http/site-wall-guard.ts';
import { webAppsRouter, type WebApp } from './http/web-apps.ts';
import type { Logger } from './logger.ts';
import { devMailRouter } from './mail/dev-mail-route.ts';
import { crawlerRoutes } from './routes/crawlers/crawler-routes.ts';
import { webhookRoute } from './routes/payments/webhook-route.ts';
import { apiRoutes } from './routes/mount.ts';
import { openApiRoute } from './routes/openapi-route.ts';
import type { RouteDeps } from './routes/route-deps.ts';
import { readModelsOf } from './storage/api-db.ts';
import { traceRequests } from './http/trace-context.ts';

export interface AppDependencies {
  readonly logger: Logger;
  readonly healthChecks: readonly HealthCheck[];
  readonly webApps: readonly WebApp[];
  readonly api: RouteDeps;
  /** The dev outbox is readable at /dev/mail only when no SMTP server is configured. */
  readonly devMail: boolean;
  /** Proxies whose X-Forwarded-* headers are believed (TRUST_PROXY); unset: none, the peer is the client. */
  readonly trustProxy?: Config['trustProxy'];
  /** GET /metrics and the HTTP latency histograms; none when absent. */
  readonly metrics?: { readonly platform: PlatformMetrics; readonly token: string | undefined };
}

export function createApp(deps: AppDependencies): Express {
  // New with every process: only the apps this process renders learn it, through their serve().
  const internalKey = randomBytes(24).toString('base64url');
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.trustProxy ?? false);
  if (deps.metrics) {
    app.use(httpMetrics(deps.metrics.platform));
    app.use(metricsRoute(deps.metrics.platform.registry, deps.metrics.token));
  }
  app.use(traceRequests());
  app.use(internalCaller(internalKey));
  app.use(
    securityHeaders({
      publicUrl: deps.api.publicUrl,
      stripeElements: deps.api.payments?.cardEntry.card_entry === 'stripe',
    }),
  );
  app.use(requestLogging(deps.logger));

  const wall = siteWallGuard({
    db: readModelsOf(deps.api.db),
    sitePassword: deps.api.sitePassword,
    clock: deps.api.clock,
  });
  const api = express.Router();
  api.use(refuseUnsafeRequestText(deps.api.languages));
  api.use(healthRouter(deps.healthChecks));
  api.use(openApiRoute());
  api.use(authenticate(deps.api));
  api.use(webhookRoute(deps.api));
  api.use(wall);
  api.use(jsonBodiesOnly([...allCalls, ...adminCalls]));
  // Not strict: a JSON scalar where a call expects an object is refused by the call's contract, not as malformed.
  api.use(express.json({ limit: '1mb', strict: false }));
  api.use(refuseUnsafeBody);
  api.use(apiRoutes(deps.api));
  api.use(apiNotFound);
  app.use('/api', api);
  app.use(crawlerRoutes(deps.api, wall));

  if (deps.devMail) app.use(devMailRouter(deps.api.db, wall));
  app.use(
    webAppsRouter(deps.webApps, { internalKey, api: app, nonceOf: (response) => response.locals.cspNonce }),
  );
  app.use(errorHandler);
  return app;
}
