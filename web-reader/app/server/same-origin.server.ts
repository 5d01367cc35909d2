import { errorCatalogue } from '@afrimedia/domain';
import type { RequestHandler } from 'express';

/** Methods that only read: any other one changes something. */
const READS = new Set(['GET', 'HEAD']);

function originOf(address: string | undefined): string | undefined {
  if (address === undefined) return undefined;
  try {
    return new URL(address).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a page of `site` sent a request: its Origin is the site's, or, from a client that sends no Origin, its
 * Referer is a page of the site. An opaque origin (`null`: a sandboxed frame, a file, some redirects) is no
 * page of the site, whatever the Referer says.
 */
export function sentFromSite(headers: { origin?: string; referer?: string }, site: string): boolean {
  const sender = originOf(headers.origin ?? headers.referer);
  return sender !== undefined && sender !== 'null' && sender === originOf(site);
}

/**
 * Refuses with 403 CSRF_FAILED every request that would change something unless a page of this site sent it,
 * before any route runs: the session cookie is SameSite=Lax, and this closes what Lax leaves open (a sibling
 * sub-domain, a top-level navigation by another method, a browser that ignores SameSite). The site is the
 * origin the request reached, as this server sees it: X-Forwarded-Proto and -Host count only with TRUST_PROXY.
 */
export const refuseCrossSiteWrites: RequestHandler = (request, response, next) => {
  if (READS.has(request.method)) return next();
  if (sentFromSite(request.headers, `${request.protocol}://${request.host}`)) return next();
  const { message } = errorCatalogue.CSRF_FAILED;
  const asText = () => response.type('text/plain').send(message);
  // A form's browser shows the sentence; a script (the studio's uploads) reads the code.
  response.status(403).format({
    text: asText,
    json: () => response.json({ code: 'CSRF_FAILED', message }),
    default: asText,
  });
};
