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
import type { AccountUser } from '@afrimedia/read-models';
import { Router, type Request, type Response } from 'express';
import { CODE_MINUTES, hashCode, newPinCode } from '../../auth/codes.ts';
import { passwordHashOf, pendingEmailOf } from '../../auth/credentials.ts';
import { attempterOf } from '../../auth/device-cookies.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { codeCheckLimits, failedLoginLimits, mailAllowance } from '../../auth/rate-limit.ts';
import { signedIn } from '../../http/guards.ts';
import { clearSessionCookies } from '../../http/session-cookie.ts';
import { composeMail, passwordChangedMail } from '../../mail/compose.ts';
import { addRoute } from '../define-route.ts';
import type { RouteDeps } from '../route-deps.ts';
import { applicationIn, checkApplication } from './author-application.ts';
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
  const { db, dispatch, sessions, mailer, deviceCookies } = deps;
  const asUser = ownAccountCommands(dispatch);
  const failedLogins = failedLoginLimits(db);
  const codeChecks = codeCheckLimits(db);
  const mails = mailAllowance(db);

  /** A wrong current password counts as a failed sign-in: a stolen session is no way around the login limits. */
  async function checkCurrentPassword(
    request: Request,
    response: Response,
    user: AccountUser,
    current: string | undefined,
  ) {
    if (current === undefined) throw reject('WRONG_PASSWORD', 'current_password');
    const attempter = attempterOf(deviceCookies, request, user.email, user.user_id);
    const forgive = await failedLogins.attempt(attempter, response);
    const hash = await passwordHashOf(deps.store, user.user_id);
    if (!hash || !(await verifyPassword(hash, current))) throw reject('WRONG_PASSWORD', 'current_password');
    await forgive();
  }

  /** The new address is sent a code to confirm it with; the current one is told, in case it was not its owner. */
  async function requestEmailChange(request: Request, user: AccountUser, email: string) {
    const code = newPinCode(request.ctx.now);
    await asUser(request, user.user_id, {
      type: 'RequestEmailChange',
      data: {
        userId: user.user_id,
        email,
        codeId: code.codeId,
        codeHash: code.codeHash,
        expiresAt: code.expiresAt,
      },
    });
    await mailer.send(
      composeMail(email, user.language, 'confirmEmailChange', { code: code.code, minutes: CODE_MINUTES }),
    );
    await mailer.send(composeMail(user.email, user.language, 'emailChangeRequested', { email }));
  }

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
    const newEmail = body.email !== user.email.toLowerCase() ? body.email : undefined;
    const personal = personalOf(body.profile, {
      ...(body.phone !== undefined ? { phone: body.phone } : {}),
      ...(body.country !== undefined ? { country: body.country } : {}),
    });
    // The current password, the new address and an author application are checked before anything is written: a
    // refused request appends nothing.
    const application = applicationIn(user.user_id, body);
    if (application) await checkApplication(deps.store, application, now);
    if (newEmail !== undefined || body.password !== undefined)
      await checkCurrentPassword(request, response, user, body.current_password);
    if (newEmail !== undefined) {
      if (await deps.store.reservationOwner(reservations.email(newEmail))) throw reject('EMAIL_ALREADY_USED');
      await mails.spend(newEmail, response);
    }
    await asUser(request, user.user_id, {
      type: 'UpdateProfile',
      data: {
        userId: user.user_id,
        personal,
        ...(body.avatar !== undefined ? { avatar: body.avatar } : {}),
        ...(body.hide_watched !== undefined ? { hideWatched: body.hide_watched } : {}),
      },
    });
    if (newEmail !== undefined) await requestEmailChange(request, user, newEmail);
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
      await mailer.send(passwordChangedMail(user.email, user.language, deps.publicUrl));
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
    return {
      is_active: after.status === 'active',
      role: after.role,
      ...(newEmail !== undefined ? { pending_email: newEmail } : {}),
    };
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
