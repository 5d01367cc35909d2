import { timingSafeEqual } from 'node:crypto';
import { Router, type Request } from 'express';
import type { Registry } from 'prom-client';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameToken(given: string, token: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * With a token, the scraper shows it as a bearer token; without, only this machine is answered (the client as the
 * trusted proxies tell it, so a public request relayed by a proxy on this machine is not taken for a local one).
 */
function mayScrape(request: Request, token: string | undefined): boolean {
  if (token === undefined) return LOOPBACK.has(request.ip ?? '');
  const given = /^Bearer (.+)$/.exec(request.get('authorization') ?? '')?.[1];
  return given !== undefined && sameToken(given, token);
}

/** GET /metrics in Prometheus's text format, for Prometheus (or any scraper) and no one else. */
export function metricsRoute(registry: Registry, token: string | undefined): Router {
  const router = Router();
  router.get('/metrics', async (request, response) => {
    if (!mayScrape(request, token)) {
      response
        .status(token === undefined ? 403 : 401)
        .set(token === undefined ? {} : { 'WWW-Authenticate': 'Bearer' })
        .type('text/plain')
        .send('metrics are for the platform operators\n');
      return;
    }
    response
      .set('Cache-Control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
  return router;
}
