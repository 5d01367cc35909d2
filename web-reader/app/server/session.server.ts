import { randomUUID } from 'node:crypto';
import { parseSessionCookie, SESSION_COOKIE, type SessionTokens } from '@afrimedia/contracts/session-cookie';
import { parse, serialize, type SerializeOptions } from 'cookie';
import type { ReaderLoadContext } from '../load-context.ts';

/** Spec §3: the session cookie lives 365 days on the root path; scripts never read it. */
export { SESSION_COOKIE, type SessionTokens };
export const DEVICE_COOKIE = 'device_id';
const YEAR_SECONDS = 365 * 86_400;

/** The reader's session for one request: what the cookies say, and the changes sent back with the response. */
export interface ReaderSession {
  readonly tokens: SessionTokens | undefined;
  readonly deviceId: string;
  replace(tokens: SessionTokens): void;
  clear(): void;
}

export function readCookies(request: Request): Record<string, string | undefined> {
  return parse(request.headers.get('cookie') ?? '');
}

export function cookieOptions(request: Request): SerializeOptions {
  return {
    path: '/',
    maxAge: YEAR_SECONDS,
    sameSite: 'lax',
    secure: new URL(request.url).protocol === 'https:',
  };
}

export function openSession(request: Request, context: Pick<ReaderLoadContext, 'setCookie'>): ReaderSession {
  const cookies = readCookies(request);
  let tokens = parseSessionCookie(cookies[SESSION_COOKIE]);
  const options = cookieOptions(request);
  let deviceId = cookies[DEVICE_COOKIE];
  // Spec §3 keeps a generated deviceId; made here so the first server render already sends it to the API.
  if (!deviceId || !/^[\w-]{8,64}$/.test(deviceId)) {
    deviceId = randomUUID();
    context.setCookie(serialize(DEVICE_COOKIE, deviceId, options));
  }
  return {
    get tokens() {
      return tokens;
    },
    deviceId,
    replace(next) {
      tokens = next;
      context.setCookie(serialize(SESSION_COOKIE, JSON.stringify(next), { ...options, httpOnly: true }));
    },
    clear() {
      tokens = undefined;
      context.setCookie(serialize(SESSION_COOKIE, '', { path: '/', maxAge: 0 }));
    },
  };
}
