import type { CallContract } from '@afrimedia/contracts';
import { reject } from '@afrimedia/domain';
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';

/** The one body type `express.json()` reads; a body of any other type would reach the route as no body. */
const isJson = (contentType: string | undefined): boolean =>
  contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';

/** Whether the request carries a body at all (as Node frames it: a length above 0, or chunks). */
export const hasBody = (headers: IncomingHttpHeaders): boolean =>
  headers['transfer-encoding'] !== undefined ||
  (headers['content-length'] !== undefined && headers['content-length'] !== '0');

/** A call's express path as a pattern: `:name` is one segment, a trailing slash is optional, case ignored. */
function pathPattern(path: string): RegExp {
  const trimmed = path.length > 1 ? path.replace(/\/$/, '') : path;
  const source = trimmed
    .split(/(:[A-Za-z_]\w*)/)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}/?$`, 'i');
}

/**
 * Answers 415 when a call that takes a JSON body is sent a body of another type: parsed as no body, it would
 * run as an empty command (an empty profile update answering 200). Requests without a body, and calls that take
 * none or take a multipart upload, pass.
 */
export function jsonBodiesOnly(calls: readonly CallContract[]): RequestHandler {
  const jsonCalls = calls
    .filter((call) => call.body !== undefined)
    .map((call) => ({ method: call.method.toUpperCase(), pattern: pathPattern(call.path) }));
  return (request, _response, next) => {
    if (!hasBody(request.headers) || isJson(request.headers['content-type'])) return next();
    const expectsJson = jsonCalls.some(
      (call) => call.method === request.method && call.pattern.test(request.path),
    );
    next(expectsJson ? reject('UNSUPPORTED_MEDIA_TYPE') : undefined);
  };
}
