/** Spec §3: the session cookie `token` holds token, type and refreshToken; it lives 365 days on the root path. */
export const SESSION_COOKIE = 'token';

export interface SessionTokens {
  readonly token: string;
  readonly type: 'bearer';
  readonly refreshToken: string;
}

/** What the API's tokens are written in (a JWT's base64url parts and dots): a cookie holding more is no session. */
const TOKEN = /^[\w.-]{1,4096}$/;
const isToken = (value: unknown): value is string => typeof value === 'string' && TOKEN.test(value);

/** The session a `token` cookie's value holds; none for a cookie that is absent, not JSON, or holds other text. */
export function parseSessionCookie(raw: string | undefined): SessionTokens | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<SessionTokens> | null;
    return isToken(value?.token) && isToken(value.refreshToken)
      ? { token: value.token, type: 'bearer', refreshToken: value.refreshToken }
      : undefined;
  } catch {
    return undefined;
  }
}
