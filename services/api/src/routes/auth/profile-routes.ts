import { authCalls } from '@afrimedia/contracts';
import { profileNamed, reject, reservations, userDecider, userStream } from '@afrimedia/domain';
import { negotiateLanguage } from '@afrimedia/i18n';
import { Router } from 'express';
import { hashCode } from '../../auth/codes.ts';
import { pendingEmailOf } from '../../auth/credentials.ts';
import { attempterOf } from '../../auth/device-cookies.ts';
import { codeCheckLimits } from '../../auth/rate-limit.ts';
import { currentProfile, profileOwnerOf } from '../../http/current-profile.ts';
import { orThrow, signedIn } from '../../http/guards.ts';
import { requestPorts } from '../../use-cases/request-ports.ts';
import { updateProfile } from '../../use-cases/update-profile.ts';
import { deleteAccount } from '../../use-cases/delete-account.ts';
import { apiDataPurge } from '../../personal-data/purge-api-data.ts';
import { personalDataExport } from '../../personal-data/personal-data-export.ts';
import { addRoute } from '../define-route.ts';
import type { RouteDeps } from '../route-deps.ts';
import { accountGuardsOf } from './account-guards.ts';
import { applicationIn } from './author-application.ts';
import { householdRoutes } from './household-routes.ts';
import { ownAccountCommands } from './own-account.ts';
import { personalOf } from './personal-of.ts';
import { userViewOf } from './user-view.ts';

/**
 * Spec §7 calls of the signed-in user's own account: the user view, language, profile and author application.
 * A session alone does not change the address or the password: both need the current password, and a new address
 * takes effect once the code sent to it comes back (/auth/email/confirm).
 */
export function profileRoutes(deps: RouteDeps): Router {
  const router = Router();
  const { db, dispatch, mailer, deviceCookies } = deps;
  const asUser = ownAccountCommands(dispatch);
  const codeChecks = codeCheckLimits(db);
  const accountGuards = accountGuardsOf(deps);

  addRoute(router, authCalls.user, async ({ query, request }) => {
    const user = signedIn(request);
    const current = currentProfile(request);
    const listed = orThrow(profileNamed(profileOwnerOf(user), current.id, query.profile));
    return userViewOf(db, user, request.ctx.now, { current: current.id, listed: listed.id });
  });

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
    const newEmail = body.email !== user.email.toLowerCase() ? body.email : undefined;
    const personal = personalOf(body.profile, {
      ...(body.phone !== undefined ? { phone: body.phone } : {}),
      ...(body.country !== undefined ? { country: body.country } : {}),
    });
    const { commands, store } = requestPorts(deps, request);
    await updateProfile(
      {
        commands,
        store,
        clock: () => request.ctx.now,
        mailer,
        publicUrl: deps.publicUrl,
        guards: accountGuards(request, response, user),
      },
      {
        user: { userId: user.user_id, email: user.email, language: user.language },
        profile: {
          personal,
          ...(body.avatar !== undefined ? { avatar: body.avatar } : {}),
          ...(body.hide_watched !== undefined ? { hideWatched: body.hide_watched } : {}),
        },
        newEmail,
        currentPassword: body.current_password,
        newPassword: body.password,
        application: applicationIn(user.user_id, body),
        deactivate: body.is_active === false,
      },
    );
    const after = await db
      .selectFrom('accounts.users')
      .select(['status', 'role'])
      .where('user_id', '=', user.user_id)
      .executeTakeFirstOrThrow();
    return {
      is_active: after.status === 'active',
      role: after.role,
      ...(newEmail !== undefined ? { pending_email: newEmail } : {}),
    };
  });

  addRoute(router, authCalls.eraseHistory, async ({ request }) => {
    const user = signedIn(request);
    await asUser(request, user.user_id, { type: 'EraseWatchHistory', data: { userId: user.user_id } });
    return { ok: true as const };
  });

  addRoute(router, authCalls.notifications, async ({ body, request }) => {
    const user = signedIn(request);
    await asUser(request, user.user_id, {
      type: 'ChooseNotifications',
      data: { userId: user.user_id, followersNewContent: body.followers_new_content },
    });
    return { followers_new_content: body.followers_new_content };
  });

  addRoute(router, authCalls.unsubscribe, async ({ query, request }) => {
    if (!deps.unsubscribe.verify(query.u, query.k)) throw reject('FORBIDDEN');
    // A deleted account's mail has no one left to unsubscribe: the click still succeeds.
    const account = await db
      .selectFrom('accounts.users')
      .select('user_id')
      .where('user_id', '=', query.u)
      .executeTakeFirst();
    if (account)
      await asUser(request, account.user_id, {
        type: 'ChooseNotifications',
        data: { userId: account.user_id, followersNewContent: false },
      });
    return { ok: true as const };
  });

  addRoute(router, authCalls.exportData, async ({ request, response }) => {
    const user = signedIn(request);
    const now = request.ctx.now;
    response.set(
      'Content-Disposition',
      `attachment; filename="afrimedia-data-${now.toISOString().slice(0, 10)}.json"`,
    );
    response.set('Cache-Control', 'no-store');
    return personalDataExport(deps, user.user_id, now);
  });

  addRoute(router, authCalls.deleteAccount, async ({ body, request, response }) => {
    const user = signedIn(request);
    const { commands } = requestPorts(deps, request);
    await deleteAccount(
      {
        commands,
        personalKeys: deps.personalKeys,
        clock: () => request.ctx.now,
        guards: accountGuards(request, response, user),
        purgeApiData: apiDataPurge(db, deps.media),
      },
      { userId: user.user_id, email: user.email, currentPassword: body.current_password },
    );
    return { ok: true as const };
  });

  addRoute(router, authCalls.confirmEmail, async ({ body, request, response }) => {
    const user = signedIn(request);
    const attempter = attempterOf(deviceCookies, request, `email-change|${user.user_id}`, user.user_id);
    const forgive = await codeChecks.attempt(attempter, response);
    const pending = await pendingEmailOf(deps.store, user.user_id);
    await dispatch(request, {
      stream: userStream(user.user_id),
      decider: userDecider,
      command: {
        type: 'ConfirmEmailChange',
        data: { userId: user.user_id, email: pending, codeHash: hashCode(body.code) },
      },
      ...(pending !== undefined
        ? {
            reservations: [{ ...reservations.email(pending), conflict: 'EMAIL_ALREADY_USED' as const }],
            releases: [reservations.email(user.email)],
          }
        : {}),
    });
    await forgive();
    return db
      .selectFrom('accounts.users')
      .select('email')
      .where('user_id', '=', user.user_id)
      .executeTakeFirstOrThrow();
  });

  router.use(householdRoutes(deps));

  return router;
}
