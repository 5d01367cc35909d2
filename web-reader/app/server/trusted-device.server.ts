import { TRUSTED_DEVICE_COOKIE } from '@afrimedia/contracts';
import { parse, serialize } from 'cookie';
import { cookieOptions, readCookies } from './session.server.ts';

/**
 * `fetchImpl` for calls to the API on behalf of the browser of `request`, carrying the API's device cookie both
 * ways: the one the browser holds goes with each call, and the one a sign-in answers with is handed to the
 * browser. The browser's sign-ins then count against its own cookie, not against its account or its network
 * address, which others' wrong guesses may have used up.
 */
export function withTrustedDevice(
  request: Request,
  setCookie: (serialized: string) => void,
  fetchImpl: typeof fetch,
): typeof fetch {
  const held = readCookies(request)[TRUSTED_DEVICE_COOKIE];
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (held) headers.set('cookie', serialize(TRUSTED_DEVICE_COOKIE, held));
    const response = await fetchImpl(input, { ...init, headers });
    for (const header of response.headers.getSetCookie()) {
      const granted = parse(header)[TRUSTED_DEVICE_COOKIE];
      if (granted)
        setCookie(serialize(TRUSTED_DEVICE_COOKIE, granted, { ...cookieOptions(request), httpOnly: true }));
    }
    return response;
  };
}
