import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { Request, RequestHandler } from 'express';

export const INTERNAL_KEY_HEADER = 'x-internal-key';
export const INTERNAL_CLIENT_IP_HEADER = 'x-internal-client-ip';

/** Digests compare in constant time whatever the lengths of what was sent and what is expected. */
const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether an address is this machine's own (IPv4 127/8, IPv6 ::1, or 127/8 mapped into IPv6). */
export const isLoopback = (address: string | undefined) =>
  address !== undefined && (address === '::1' || /^(?:::ffff:)?127\./i.test(address));

function fromInternalCaller(request: Request, expected: Buffer): boolean {
  const given = request.headers[INTERNAL_KEY_HEADER];
  return (
    typeof given === 'string' &&
    isLoopback(request.socket.remoteAddress) &&
    timingSafeEqual(digest(given), expected)
  );
}

const internalCalls = new WeakSet<Request>();

/** Whether a request came from an app this process renders, holding its internal key. */
export const isInternalCall = (request: Request): boolean => internalCalls.has(request);

/**
 * The reader's server render calls this API over loopback on behalf of a reader: with the process's internal key,
 * the address it forwards becomes the request's client address, so login limits and geoblocking count and place
 * the reader, not 127.0.0.1. Anyone else's headers are ignored, and nobody's reach the routes.
 */
export function internalCaller(internalKey: string): RequestHandler {
  const expected = digest(internalKey);
  return (request, _response, next) => {
    const forwarded = request.headers[INTERNAL_CLIENT_IP_HEADER];
    if (fromInternalCaller(request, expected)) {
      internalCalls.add(request);
      if (typeof forwarded === 'string' && isIP(forwarded)) {
        Object.defineProperty(request, 'ip', { value: forwarded, configurable: true, enumerable: true });
      }
    }
    delete request.headers[INTERNAL_KEY_HEADER];
    delete request.headers[INTERNAL_CLIENT_IP_HEADER];
    next();
  };
}
