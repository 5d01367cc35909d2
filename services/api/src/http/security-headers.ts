import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The web apps are Vite builds whose pages load their scripts from /assets and hold no inline script. The admin
 * console's UI kit (emotion) writes <style> elements at run time, hence inline styles but never inline scripts.
 * Routes serving user content (media, the dev outbox) set a stricter policy of their own over this one.
 */
function contentSecurityPolicy(overHttps: boolean): HelmetOptions['contentSecurityPolicy'] {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      // Over plain http (a newcomer's localhost) upgrading would point every asset at a port nobody serves.
      ...(overHttps ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

function headersFor(overHttps: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: contentSecurityPolicy(overHttps),
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sub-domains are other teams' hosts, which may still speak plain http.
    strictTransportSecurity: overHttps ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: false } : false,
  });
}

/**
 * Helmet's headers on every response. HSTS is sent only where users reach the platform over https: when
 * PUBLIC_URL is https, or when this request is secure (TLS here, or X-Forwarded-Proto from a trusted proxy).
 */
export function securityHeaders(options: { publicUrl: string }): RequestHandler {
  const httpsEverywhere = new URL(options.publicUrl).protocol === 'https:';
  const overHttps = headersFor(true);
  const overHttp = headersFor(false);
  return (request, response, next) =>
    (httpsEverywhere || request.secure ? overHttps : overHttp)(request, response, next);
}
