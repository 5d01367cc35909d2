import type { Request, RequestHandler } from 'express';
import type { PlatformMetrics } from './platform-metrics.ts';

/**
 * The full pattern of the route that took the request (`/api/pages/publication/:slug`), read as express matches it:
 * by the time the response is sent, a route that failed has handed the request back through its routers, which
 * set `baseUrl` back to where they were mounted.
 */
function watchRoutePattern(request: Request): () => string | undefined {
  let route: unknown;
  let pattern: string | undefined;
  Object.defineProperty(request, 'route', {
    configurable: true,
    enumerable: true,
    get: () => route,
    set(value: unknown) {
      route = value;
      const path = (value as { path?: unknown } | undefined)?.path;
      if (typeof path === 'string') pattern = `${request.baseUrl}${path}`;
    },
  });
  return () => pattern;
}

/**
 * Times every request under the route pattern that answered it, never its raw path, which would make a series per
 * article or per person. Requests no route took (the web apps' pages, their assets, unknown paths) share one label.
 */
export function httpMetrics(metrics: PlatformMetrics): RequestHandler {
  return (request, response, next) => {
    const stop = metrics.httpDuration.startTimer({ method: request.method });
    const pattern = watchRoutePattern(request);
    response.on('finish', () => {
      stop({ route: pattern() ?? '(unrouted)', status: String(response.statusCode) });
    });
    next();
  };
}
