import { authCalls } from '@afrimedia/contracts';
import {
  authorProfileDecider,
  authorStream,
  reject,
  reservations,
  userDecider,
  userStream,
} from '@afrimedia/domain';
import { negotiateLanguage } from '@afrimedia/i18n';
import { Router } from 'express';
import { passwordHashOf } from '../../auth/credentials.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { signedIn } from '../../http/guards.ts';
import { clearSessionCookies } from '../../http/session-cookie.ts';
import { addRoute } from '../define-route.ts';
import type { RouteDeps } from '../route-deps.ts';
import { applicationIn, checkApplication } from './author-application.ts';
import { ownAccountCommands } from './own-account.ts';
import { personalOf } from './personal-of.ts';
import { userViewOf } from './user-view.ts';

/** Spec §7 calls of the signed-in user's own account: the user view, language, profile and author application. */
export function profileRoutes(deps: RouteDeps): Router {
  const router = Router();
  const { db, dispatch, sessions } = deps;
  const asUser = ownAccountCommands(dispatch);

  addRoute(router, authCalls.user, async ({ query, request }) =>
    userViewOf(db, signedIn(request), request.ctx.now, query.profile),
  );

  addRoute(router, authCalls.language, async ({ body, request }) => {
    const user = signedIn(request);
    const lang = negotiateLanguage({
      query: body.langToApply,
      supported: deps.languages.supported,
      fallback: deps.languages.default,
    });
    await asUser(request, user.user_id, {
      type: 'ChangeLanguage',
      data: { userId: user.user_id, language: lang },
    });
    return { lang };
  });

  addRoute(router, authCalls.profile, async ({ body, request, response }) => {
    const user = signedIn(request);
    const { now } = request.ctx;
    const stream = userStream(user.user_id);
    const emailChanges = body.email !== undefined && body.email !== user.email.toLowerCase();
    const personal = personalOf(body.profile, {
      ...(body.phone !== undefined ? { phone: body.phone } : {}),
      ...(body.country !== undefined ? { country: body.country } : {}),
      ...(emailChanges ? { email: body.email } : {}),
    });
    // The current password and an author application are checked before anything is written: a refused request
    // appends nothing.
    const application = applicationIn(user.user_id, body);
    if (application) await checkApplication(deps.store, application, now);
    if (body.password !== undefined) {
      const hash = await passwordHashOf(deps.store, user.user_id);
      const current = body.current_password;
      if (!hash || current === undefined || !(await verifyPassword(hash, current)))
        throw reject('WRONG_PASSWORD', 'current_password');
    }
    await dispatch(request, {
      stream,
      decider: userDecider,
      command: {
        type: 'UpdateProfile',
        data: {
          userId: user.user_id,
          personal,
          ...(body.avatar !== undefined ? { avatar: body.avatar } : {}),
          ...(body.hide_watched !== undefined ? { hideWatched: body.hide_watched } : {}),
        },
      },
      ...(emailChanges && body.email
        ? {
            reservations: [{ ...reservations.email(body.email), conflict: 'EMAIL_ALREADY_USED' as const }],
            releases: [reservations.email(user.email)],
          }
        : {}),
    });
    if (body.password !== undefined) {
      await asUser(request, user.user_id, {
        type: 'ChangePassword',
        data: {
          userId: user.user_id,
          passwordHash: await hashPassword(body.password),
          proof: { method: 'current-password' },
        },
      });
      await sessions.endAllOf(user.user_id, now);
      clearSessionCookies(response);
    }
    if (application) {
      await dispatch(request, {
        stream: authorStream(user.user_id),
        decider: authorProfileDecider,
        command: application,
      });
    }
    if (body.is_active === false) {
      await asUser(request, user.user_id, { type: 'DeactivateAccount', data: { userId: user.user_id } });
      await sessions.endAllOf(user.user_id, now);
      clearSessionCookies(response);
    }
    const after = await db
      .selectFrom('accounts.users')
      .select(['status', 'role'])
      .where('user_id', '=', user.user_id)
      .executeTakeFirstOrThrow();
    return { is_active: after.status === 'active', role: after.role };
  });

  addRoute(router, authCalls.profileById, async ({ params, request }) => {
    const user = signedIn(request);
    await asUser(request, user.user_id, {
      type: 'SwitchProfile',
      data: { userId: user.user_id, profileId: params.id },
    });
    return { profile: params.id };
  });

  return router;
}
