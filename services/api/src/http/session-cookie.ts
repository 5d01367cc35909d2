import { randomBytes } from 'node:crypto';
import { parseSessionCookie, SESSION_COOKIE, type SessionTokens } from '@afrimedia/contracts/session-cookie';
import { parse, serialize } from 'cookie';
import type { Request, Response } from 'express';
import { SESSION_DAYS } from '../auth/sessions.ts';

export { SESSION_COOKIE, type SessionTokens };
/** Double-submit CSRF token: readable by the site's own scripts, echoed in the `x-csrf-token` header. */
export const CSRF_COOKIE = 'csrf';
export const CSRF_HEADER = 'x-csrf-token';

export function readCookies(request: Request): Record<string, string | undefined> {
  return parse(request.headers.cookie ?? '');
}

export function readSessionCookie(request: Request): SessionTokens | undefined {
  return parseSessionCookie(readCookies(request)[SESSION_COOKIE]);
}

export function setSessionCookies(request: Request, response: Response, tokens: SessionTokens): void {
  const options = {
    path: '/',
    maxAge: SESSION_DAYS * 86_400,
    sameSite: 'lax' as const,
    secure: request.secure,
  };
  response.append(
    'Set-Cookie',
    serialize(SESSION_COOKIE, JSON.stringify(tokens), { ...options, httpOnly: true }),
  );
  response.append('Set-Cookie', serialize(CSRF_COOKIE, randomBytes(24).toString('base64url'), options));
}

export function clearSessionCookies(response: Response): void {
  for (const name of [SESSION_COOKIE, CSRF_COOKIE]) {
    response.append('Set-Cookie', serialize(name, '', { path: '/', maxAge: 0 }));
  }
}
