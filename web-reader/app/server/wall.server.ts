import { createHash, timingSafeEqual } from 'node:crypto';
import { parse, serialize } from 'cookie';
import { environment } from './environment.server.ts';
import { cookieOptions } from './session.server.ts';

const WALL_COOKIE = 'site_wall';
export const WALL_PATH = '/settings/wall';

/** The cookie proves the password was given without holding it: a digest of it, salted with the app's name. */
const digest = (password: string) =>
  createHash('sha256').update(`afrimedia-site-wall:${password}`).digest('base64url');

/** True when no wall is configured, or the Cookie header carries the proof of its password. */
export function wallPassed(
  cookieHeader: string | null | undefined,
  password = environment.sitePassword,
): boolean {
  if (password === undefined) return true;
  const given = Buffer.from(parse(cookieHeader ?? '')[WALL_COOKIE] ?? '');
  const expected = Buffer.from(digest(password));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The Set-Cookie header that lets this browser past the wall, or undefined for a wrong password. */
export function passWall(request: Request, password: string): string | undefined {
  if (environment.sitePassword === undefined || password !== environment.sitePassword) return undefined;
  return serialize(WALL_COOKIE, digest(password), { ...cookieOptions(request), httpOnly: true });
}
