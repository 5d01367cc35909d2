import { reject } from '@afrimedia/domain';
import { negotiateLanguage, type Language } from '@afrimedia/i18n';
import type { RequestHandler } from 'express';
import type { AccessTokens } from '../auth/access-tokens.ts';
import type { SessionStore } from '../auth/sessions.ts';
import type { ApiDb } from '../storage/api-db.ts';
import { currentProfileOf, sessionProfiles } from './current-profile.ts';
import { CSRF_COOKIE, CSRF_HEADER, readCookies, readSessionCookie } from './session-cookie.ts';

export interface AuthenticationDeps {
  readonly db: ApiDb;
  readonly tokens: AccessTokens;
  readonly sessions: SessionStore;
  readonly languages: { readonly supported: readonly Language[]; readonly default: Language };
  readonly clock: () => Date;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Builds the request context. A missing token means a visitor; a bad or expired one is a 401 the client answers
 * by refreshing once (spec §8), so it is refused here rather than silently treated as a visitor.
 */
export function authenticate(deps: AuthenticationDeps): RequestHandler {
  const profiles = sessionProfiles(deps.db);
  return async (request, _response, next) => {
    const now = deps.clock();
    const query = typeof request.query.lang === 'string' ? request.query.lang : undefined;
    const negotiate = (stored?: string) =>
      negotiateLanguage({
        query,
        stored,
        acceptLanguage: request.headers['accept-language'],
        supported: deps.languages.supported,
        fallback: deps.languages.default,
      });
    const deviceId = request.header('device-id') || undefined;
    request.ctx = {
      lang: negotiate(),
      deviceId,
      now,
      user: undefined,
      profile: undefined,
      sessionId: undefined,
      authenticatedBy: undefined,
    };

    const bearer = /^Bearer\s+(.+)$/i.exec(request.header('authorization') ?? '')?.[1];
    const cookie = bearer ? undefined : readSessionCookie(request);
    const token = bearer ?? cookie?.token;
    if (!token) return next();

    const claims = await deps.tokens.verify(token, now);
    if (claims === 'expired' || claims === 'invalid') return next(reject('E_INVALID_JWT_TOKEN'));
    // Read side by side, one round trip instead of two: the account and profile of a session that is not live are
    // read for nothing, and refused all the same.
    const [live, user, chosenProfile] = await Promise.all([
      deps.sessions.isLiveFor(claims.sessionId, claims.userId, now),
      deps.db
        .selectFrom('accounts.users')
        .selectAll()
        .where('user_id', '=', claims.userId)
        .executeTakeFirst(),
      profiles.chosenFor(claims.sessionId),
    ]);
    if (!live) return next(reject('E_INVALID_JWT_TOKEN'));
    if (!user || user.status !== 'active') return next(reject('NOT_AUTHORIZED'));

    if (cookie && !SAFE_METHODS.has(request.method)) {
      const expected = readCookies(request)[CSRF_COOKIE];
      if (!expected || request.header(CSRF_HEADER) !== expected) return next(reject('CSRF_FAILED'));
    }
    request.ctx.user = user;
    request.ctx.profile = currentProfileOf(user, chosenProfile);
    request.ctx.sessionId = claims.sessionId;
    request.ctx.authenticatedBy = bearer ? 'bearer' : 'cookie';
    request.ctx.lang = negotiate(user.language);
    next();
  };
}
