import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'express-serve-static-core' {
  interface Locals {
    /** This response's CSP nonce: a script a page carries runs only with it. */
    cspNonce: string;
  }
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const nonceSource = (_request: IncomingMessage, response: ServerResponse) =>
  `'nonce-${(response as Response).locals.cspNonce}'`;

/**
 * Scripts run only when the page that carries them names this response's nonce: the reader's server render
 * writes it on its scripts (inline state included), the admin's index.html gets it stamped when served. What
 * those scripts load is trusted through 'strict-dynamic'; 'self' stays for browsers without CSP 3. The admin
 * console's UI kit (emotion) writes <style> elements at run time, hence inline styles.
 * Routes serving user content (media, the dev outbox) set a stricter policy of their own over this one.
 */
function contentSecurityPolicy(overHttps: boolean, stripe: boolean): HelmetOptions['contentSecurityPolicy'] {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", nonceSource, "'strict-dynamic'", ...(stripe ? STRIPE_SOURCES.script : [])],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...(stripe ? STRIPE_SOURCES.connect : [])],
      ...(stripe ? { frameSrc: ["'self'", ...STRIPE_SOURCES.frame] } : {}),
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      // Over plain http (a newcomer's localhost) upgrading would point every asset at a port nobody serves.
      ...(overHttps ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/**
 * What Stripe.js needs, as Stripe documents it: its script from js.stripe.com (which Stripe requires, never a
 * copy), the Card Element's frames there and 3-D Secure's on hooks.stripe.com, and its calls to api.stripe.com.
 * Under 'strict-dynamic' the script source matters only to browsers without CSP 3: the loader that injects
 * Stripe.js is itself a trusted script.
 */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

function headersFor(overHttps: boolean, stripe: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: contentSecurityPolicy(overHttps, stripe),
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sub-domains are other teams' hosts, which may still speak plain http.
    strictTransportSecurity: overHttps ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: false } : false,
  });
}

/**
 * Helmet's headers on every response, with a fresh CSP nonce in `response.locals.cspNonce`. HSTS is sent only
 * where users reach the platform over https: when PUBLIC_URL is https, or when this request is secure (TLS here,
 * or X-Forwarded-Proto from a trusted proxy). Stripe's hosts are allowed only when the reader's card form runs
 * Stripe.js (`stripeElements`); with the local gateway's own card fields no page may reach them. Every page of
 * the reader gets them then, as its tabs open by client-side navigation under the first page's policy.
 */
export function securityHeaders(options: { publicUrl: string; stripeElements: boolean }): RequestHandler {
  const httpsEverywhere = new URL(options.publicUrl).protocol === 'https:';
  const overHttps = headersFor(true, options.stripeElements);
  const overHttp = headersFor(false, options.stripeElements);
  return (request, response, next) => {
    response.locals.cspNonce = randomBytes(16).toString('base64');
    (httpsEverywhere || request.secure ? overHttps : overHttp)(request, response, next);
  };
}
