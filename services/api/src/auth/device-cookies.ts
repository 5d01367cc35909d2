import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { TRUSTED_DEVICE_COOKIE } from '@afrimedia/contracts';
import { parse, serialize } from 'cookie';
import type { Request, Response } from 'express';
import { clientKey } from '../http/client-address.ts';
import type { Attempter } from './rate-limit.ts';
import { SESSION_DAYS } from './sessions.ts';

export interface DeviceCookies {
  /** Gives the browser a new device cookie of `userId`: at each sign-in that proved who the user is. */
  grant(request: Request, response: Response, userId: string): void;
  /** The nonce of the request's device cookie when the cookie is genuine and speaks for `userId`. */
  trusted(request: Request, userId: string | undefined): string | undefined;
}

/**
 * OWASP's device cookies, `<user id>.<nonce>.<signature>`: the signature is an HMAC of the user id and the nonce
 * under a key derived from the session secret, so nobody makes one for an account their browser never signed in
 * to. Nothing is stored; the nonce names the cookie when its own failures are counted.
 */
export function deviceCookies(sessionSecret: string): DeviceCookies {
  // A key of its own: a device cookie's signature can never pass for a session token's, nor the reverse.
  const key = createHmac('sha256', sessionSecret).update('afrimedia device cookie').digest();
  const signature = (userId: string, nonce: string) =>
    createHmac('sha256', key).update(`${userId}.${nonce}`).digest('base64url');
  return {
    grant(request, response, userId) {
      const nonce = randomBytes(18).toString('base64url');
      const value = `${userId}.${nonce}.${signature(userId, nonce)}`;
      response.append(
        'Set-Cookie',
        serialize(TRUSTED_DEVICE_COOKIE, value, {
          path: '/',
          maxAge: SESSION_DAYS * 86_400,
          httpOnly: true,
          sameSite: 'lax',
          secure: request.secure,
        }),
      );
    },
    trusted(request, userId) {
      const value = parse(request.headers.cookie ?? '')[TRUSTED_DEVICE_COOKIE];
      const [owner, nonce, signed, ...rest] = value?.split('.') ?? [];
      if (userId === undefined || owner !== userId || !nonce || !signed || rest.length > 0) return undefined;
      // The text is compared, not its decoding: base64url leaves spare bits a forger could flip unnoticed.
      const expected = Buffer.from(signature(owner, nonce));
      const given = Buffer.from(signed);
      return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
    },
  };
}

/** Who makes an attempt about the account of `email`: the request's client address and trusted device. */
export const attempterOf = (
  cookies: DeviceCookies,
  request: Request,
  email: string,
  userId: string | undefined,
): Attempter => ({ account: email, client: clientKey(request.ip), device: cookies.trusted(request, userId) });
