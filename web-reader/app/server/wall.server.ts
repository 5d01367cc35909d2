import { pagesCalls, SITE_WALL_COOKIE } from '@afrimedia/contracts';
import { parse, serialize } from 'cookie';
import { cookieOptions } from './session.server.ts';

export const WALL_PATH = '/settings/wall';
/** How long an answer of the API about the wall is reused: a change made in the console reaches pages within it. */
export const WALL_FRESH_MS = 3_000;
/** Passes remembered at most; past it the memory starts again (a flood of made-up passes cannot grow it). */
const REMEMBERED_PASSES = 1_000;

interface Remembered<T> {
  readonly value: T;
  readonly until: number;
}

export interface SiteWallGate {
  /** True when no wall stands, or the Cookie header carries a pass that opens it. */
  passes(cookieHeader: string | undefined, apiOrigin: string): Promise<boolean>;
}

/**
 * Asks the API whether the wall stands and whether a browser's pass opens it, remembering each answer for a few
 * seconds: every page request goes through here. When the API cannot answer, the wall holds.
 */
export function siteWallGate(apiFetch: typeof fetch, now: () => number = Date.now): SiteWallGate {
  let standing: Remembered<boolean> | undefined;
  let passes = new Map<string, Remembered<boolean>>();

  async function wallStands(apiOrigin: string): Promise<boolean> {
    if (standing && standing.until > now()) return standing.value;
    const response = await apiFetch(`${apiOrigin}/api${pagesCalls.configs.path}`);
    if (!response.ok) throw new Error(`the site configuration answered ${response.status}`);
    const { site_wall } = pagesCalls.configs.response.parse(await response.json());
    standing = { value: site_wall, until: now() + WALL_FRESH_MS };
    return site_wall;
  }

  async function opens(apiOrigin: string, pass: string): Promise<boolean> {
    const known = passes.get(pass);
    if (known && known.until > now()) return known.value;
    const response = await apiFetch(`${apiOrigin}/api${pagesCalls.siteWall.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pass }),
    });
    if (response.status >= 500) throw new Error(`the site wall answered ${response.status}`);
    if (passes.size >= REMEMBERED_PASSES) passes = new Map();
    passes.set(pass, { value: response.ok, until: now() + WALL_FRESH_MS });
    return response.ok;
  }

  return {
    async passes(cookieHeader, apiOrigin) {
      try {
        if (!(await wallStands(apiOrigin))) return true;
        const pass = parse(cookieHeader ?? '')[SITE_WALL_COOKIE];
        return pass !== undefined && pass !== '' && (await opens(apiOrigin, pass));
      } catch (error) {
        console.warn(`reader: site wall check failed, the wall holds: ${String(error)}`);
        return false;
      }
    },
  };
}

/** The Set-Cookie header that keeps the API's pass in this browser. */
export const passCookie = (request: Request, pass: string) =>
  serialize(SITE_WALL_COOKIE, pass, { ...cookieOptions(request), httpOnly: true });
