import { reject } from '@afrimedia/domain';
import { negotiateLanguage, type Language } from '@afrimedia/i18n';
import { parse } from 'cookie';
import type { Request, RequestHandler } from 'express';
import { errorBodyIn } from './errors.ts';
import { CSRF_COOKIE, SESSION_COOKIE } from './session-cookie.ts';
import { isSafeText } from './storable-text.ts';

/* Every string the API reads is checked for text PostgreSQL cannot store (`isSafeText`) before any route runs. */

/**
 * A percent-encoded part (a URL segment, a query key or value, a header or cookie value): safe when it decodes to
 * valid UTF-8 and the decoded text is safe. Express and `cookie` decode these quietly, turning malformed bytes
 * into replacement characters or leaving them raw, so the raw form is what is judged.
 */
export function isSafeEncoded(raw: string): boolean {
  if (!isSafeText(raw)) return false;
  if (!raw.includes('%')) return true;
  try {
    return isSafeText(decodeURIComponent(raw));
  } catch {
    return false;
  }
}

/** Whether any string of a parsed JSON value, object keys included, at any depth, is unsafe. */
export function holdsUnsafeText(value: unknown): boolean {
  // An explicit stack: a deeply nested body must not overflow the call stack.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (!isSafeText(next)) return true;
    } else if (Array.isArray(next)) {
      pending.push(...next);
    } else if (next !== null && typeof next === 'object') {
      for (const [key, child] of Object.entries(next)) {
        if (!isSafeText(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/** The headers the API reads, whose values reach events (device-id) or lookups (tokens). */
const READ_HEADERS = [
  'device-id',
  'accept-language',
  'authorization',
  'x-csrf-token',
  'if-match',
  'idempotency-key',
] as const;

const READ_COOKIES = [SESSION_COOKIE, CSRF_COOKIE] as const;

function urlIsSafe(originalUrl: string): boolean {
  const queryAt = originalUrl.indexOf('?');
  const path = queryAt === -1 ? originalUrl : originalUrl.slice(0, queryAt);
  const query = queryAt === -1 ? '' : originalUrl.slice(queryAt + 1);
  if (!path.split('/').every(isSafeEncoded)) return false;
  return query
    .split('&')
    .flatMap((pair) => pair.split('='))
    .every((part) => isSafeEncoded(part.replaceAll('+', ' ')));
}

function headersAreSafe(request: Request): boolean {
  for (const name of READ_HEADERS) {
    const value = request.headers[name];
    const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
    if (!values.every(isSafeEncoded)) return false;
  }
  const cookies = request.headers.cookie;
  if (cookies === undefined) return true;
  // `cookie` decodes values itself; the raw values are judged so that a malformed encoding is refused too. Only
  // the API's own cookies count: other cookies of the site are never read.
  const raw = parse(cookies, { decode: (value) => value });
  return READ_COOKIES.every((name) => isSafeEncoded(raw[name] ?? ''));
}

/**
 * Refuses a request whose URL (path segments, query keys and values) or read headers hold unsafe text, before
 * routing, sign-in or any query. It runs before the request context exists, so it negotiates the language of
 * the refusal itself.
 */
export function refuseUnsafeRequestText(languages: {
  readonly supported: readonly Language[];
  readonly default: Language;
}): RequestHandler {
  return (request, response, next) => {
    if (urlIsSafe(request.originalUrl) && headersAreSafe(request)) return next();
    const query = typeof request.query.lang === 'string' ? request.query.lang : undefined;
    const lang = negotiateLanguage({
      query,
      acceptLanguage: request.headers['accept-language'],
      supported: languages.supported,
      fallback: languages.default,
    });
    response.status(400).json(errorBodyIn(lang, 'INVALID_TEXT'));
  };
}

/** Refuses a parsed JSON body holding unsafe text anywhere, keys included. */
export const refuseUnsafeBody: RequestHandler = (request, _response, next) => {
  next(holdsUnsafeText(request.body) ? reject('INVALID_TEXT') : undefined);
};
