import { authCalls, pagesCalls, SITE_WALL_COOKIE } from '@afrimedia/contracts';
import { reject } from '@afrimedia/domain';
import type { ReadModels } from '@afrimedia/read-models';
import type { Request, RequestHandler } from 'express';
import type { Kysely } from 'kysely';
import { currentWall, opens, type SiteWall } from '../routes/pages/site-wall.ts';
import { isInternalCall } from './internal-caller.ts';
import { readCookies } from './session-cookie.ts';

/** How long the wall's state is reused between requests: a change made in the console holds within it. */
export const WALL_STATE_FRESH_MS = 3_000;

/**
 * API calls a browser before the wall must reach: whether a wall stands and the wall itself, and the team's
 * sign-in (with its refresh and sign-out), so the platform team can take the wall down. Paths under /api.
 */
const OPEN_CALLS: ReadonlySet<string> = new Set(
  [pagesCalls.configs, pagesCalls.siteWall, authCalls.login, authCalls.refresh, authCalls.logout].map(
    (call) => call.path,
  ),
);

export interface SiteWallGuardDeps {
  readonly db: Kysely<ReadModels>;
  readonly sitePassword: string | undefined;
  readonly clock: () => Date;
}

/**
 * The site wall over everything the API serves (contents, searches, media, the console's calls, the dev outbox),
 * not only the reader's pages. A request passes when no wall stands, when it holds a pass of the current wall,
 * when an admin makes it, or when the reader's own server render makes it (that app walls its pages itself).
 * Mount it where `request.ctx` is known for the admin to pass; elsewhere only a pass opens it.
 */
export function siteWallGuard(deps: SiteWallGuardDeps): RequestHandler {
  let kept: { wall: SiteWall | null; until: number } | undefined;
  const wallNow = async () => {
    const now = deps.clock().getTime();
    if (!kept || kept.until <= now) {
      kept = { wall: await currentWall(deps.db, deps.sitePassword), until: now + WALL_STATE_FRESH_MS };
    }
    return kept.wall;
  };

  const passes = async (request: Request, wall: SiteWall) => {
    if (isInternalCall(request) || request.ctx?.user?.role === 'admin') return true;
    const pass = readCookies(request)[SITE_WALL_COOKIE];
    return pass !== undefined && pass !== '' && (await opens(wall, { pass }));
  };

  return async (request, _response, next) => {
    try {
      if (OPEN_CALLS.has(request.path)) return next();
      const wall = await wallNow();
      if (!wall || (await passes(request, wall))) return next();
      next(reject('SITE_WALL'));
    } catch (error) {
      next(error);
    }
  };
}
