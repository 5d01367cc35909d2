import { randomUUID } from 'node:crypto';
import { authCalls } from '@afrimedia/contracts';
import {
  isCountableDevice,
  reject,
  reservations,
  userDecider,
  userStream,
  type CodePurpose,
} from '@afrimedia/domain';
import type { AccountUser } from '@afrimedia/read-models';
import { Router, type Request, type Response } from 'express';
import { sql } from 'kysely';
import { CODE_MINUTES, hashCode, isPinCode, newLinkToken, newPinCode } from '../../auth/codes.ts';
import { passwordHashOf } from '../../auth/credentials.ts';
import { attempterOf } from '../../auth/device-cookies.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import {
  codeCheckLimits,
  codeRequestLimits,
  failedLoginLimits,
  registrationLimits,
} from '../../auth/rate-limit.ts';
import { originOf } from '../../auth/sessions.ts';
import { clientKey } from '../../http/client-address.ts';
import { clearSessionCookies, setSessionCookies, type SessionTokens } from '../../http/session-cookie.ts';
import { composeMail, passwordChangedMail } from '../../mail/compose.ts';
import { mergeReadings } from '../../use-cases/merge-readings.ts';
import { requestPorts } from '../../use-cases/request-ports.ts';
import { addRoute } from '../define-route.ts';
import type { RouteDeps } from '../route-deps.ts';
import { ownAccountCommands } from './own-account.ts';
import { personalOf } from './personal-of.ts';

const DONE = { ok: true } as const;

/**
 * Spec §7 auth calls: registration, password and e-mailed-code sign-in, sessions, password change and reset.
 * The calls about an e-mail address answer alike whether it has an account or not, in the same time: unknown
 * addresses are checked against a decoy, and codes are e-mailed once the answer has gone.
 */
export function authRoutes(deps: RouteDeps): Router {
  const router = Router();
  const { db, dispatch, sessions, tokens, mailer, deviceCookies, afterResponse } = deps;
  const failedLogins = failedLoginLimits(db);
  const codeChecks = codeCheckLimits(db);
  const codeRequests = codeRequestLimits(db);
  const registrations = registrationLimits(db);
  // Verifying against a real hash for unknown accounts keeps their answer as slow as a known one's.
  const decoyHash = hashPassword(randomUUID());
  // A stream nobody registers: a code for an address without an account is checked against it, read like a
  // known account's, and refused as a wrong code (the user decider's rule).
  const decoyUserId = randomUUID();

  const userByEmail = (email: string) =>
    db
      .selectFrom('accounts.users')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .where('status', '=', 'active')
      .executeTakeFirst();

  const asUser = ownAccountCommands(dispatch);
  const attempter = (request: Request, email: string, user: AccountUser | undefined) =>
    attempterOf(deviceCookies, request, email, user?.user_id);

  /** The device's freemium readings of the month follow the reader into the account they sign in to. */
  async function carryReadings(request: Request, userId: string) {
    const { deviceId, now } = request.ctx;
    if (isCountableDevice(deviceId)) await mergeReadings(requestPorts(deps, request), userId, deviceId, now);
  }

  async function signIn(request: Request, response: Response, userId: string): Promise<SessionTokens> {
    const now = request.ctx.now;
    await carryReadings(request, userId);
    const session = await sessions.start(userId, originOf(request), now);
    deviceCookies.grant(request, response, userId);
    return issue(request, response, session);
  }

  async function issue(
    request: Request,
    response: Response,
    session: { sessionId: string; userId: string; refreshToken: string },
  ): Promise<SessionTokens> {
    const token = await tokens.issue(
      { userId: session.userId, sessionId: session.sessionId },
      request.ctx.now,
    );
    const issued: SessionTokens = { token, type: 'bearer', refreshToken: session.refreshToken };
    setSessionCookies(request, response, issued);
    return issued;
  }

  async function sendPin(request: Request, user: AccountUser, purpose: CodePurpose) {
    const pin = newPinCode(request.ctx.now);
    await asUser(request, user.user_id, {
      type: 'IssuePinCode',
      data: {
        userId: user.user_id,
        codeId: pin.codeId,
        codeHash: pin.codeHash,
        purpose,
        expiresAt: pin.expiresAt,
      },
    });
    const url = `${deps.publicUrl}/callback?email=${encodeURIComponent(user.email)}&token=${pin.code}`;
    const template =
      purpose === 'verify-email' ? 'verifyEmail' : purpose === 'reset-password' ? 'passwordReset' : 'pinCode';
    await mailer.send(
      composeMail(user.email, user.language, template, { code: pin.code, url, minutes: CODE_MINUTES }),
    );
  }

  async function sendLoginLink(request: Request, user: AccountUser) {
    const link = newLinkToken(request.ctx.now);
    await asUser(request, user.user_id, {
      type: 'IssueLoginLink',
      data: {
        userId: user.user_id,
        codeId: link.codeId,
        codeHash: link.codeHash,
        expiresAt: link.expiresAt,
      },
    });
    const url = `${deps.publicUrl}/callback?email=${encodeURIComponent(user.email)}&token=${link.code}`;
    await mailer.send(composeMail(user.email, user.language, 'loginLink', { url, minutes: CODE_MINUTES }));
  }

  const checkConfirmation = (password: string, confirmation: string | undefined) => {
    if (confirmation !== undefined && confirmation !== password)
      throw reject('PASSWORD_CONFIRMATION_FAILED', 'password_confirmation');
  };

  addRoute(router, authCalls.register, async ({ body, request, response }) => {
    await registrations.register(clientKey(request.ip), request.ctx.deviceId, response);
    checkConfirmation(body.password, body.password_confirmation);
    const userId = randomUUID();
    await dispatch(request, {
      stream: userStream(userId),
      decider: userDecider,
      actorId: userId,
      command: {
        type: 'RegisterUser',
        data: {
          userId,
          role: body.role,
          passwordHash: await hashPassword(body.password),
          language: body.lang ?? request.ctx.lang,
          acceptedTerms: body.terms_accepted,
          parentalConsent: body.parental_consent === true,
          personal: {
            email: body.email,
            ...personalOf(body.profile, body.phone ? { phone: body.phone } : {}),
          },
        },
      },
      reservations: [{ ...reservations.email(body.email), conflict: 'EMAIL_ALREADY_USED' }],
    });
    await carryReadings(request, userId);
    const user = await userByEmail(body.email);
    if (user) await sendPin(request, user, 'verify-email');
    return { id: userId, email: body.email, role: body.role };
  });

  addRoute(router, authCalls.login, async ({ body, request, response }) => {
    const user = body.email ? await userByEmail(body.email) : undefined;
    const forgive = await failedLogins.attempt(attempter(request, body.email, user), response);
    const hash = user ? await passwordHashOf(deps.store, user.user_id) : undefined;
    const valid = await verifyPassword(hash ?? (await decoyHash), body.password);
    if (!user || !hash || !valid) throw reject('LOGIN_FAILED');
    await forgive();
    return signIn(request, response, user.user_id);
  });

  addRoute(router, authCalls.logout, async ({ request, response }) => {
    if (request.ctx.sessionId) await sessions.end(request.ctx.sessionId, request.ctx.now);
    clearSessionCookies(response);
    return DONE;
  });

  addRoute(router, authCalls.refresh, async ({ body, request, response }) => {
    const next = await sessions.rotate(body.refresh_token, originOf(request), request.ctx.now);
    if (!next) throw reject('E_INVALID_JWT_REFRESH_TOKEN');
    const user = await db
      .selectFrom('accounts.users')
      .select('status')
      .where('user_id', '=', next.userId)
      .executeTakeFirst();
    if (user?.status !== 'active') {
      await sessions.end(next.sessionId, request.ctx.now);
      throw reject('E_INVALID_JWT_REFRESH_TOKEN');
    }
    return issue(request, response, next);
  });

  addRoute(router, authCalls.changePasswordWithoutToken, async ({ body, request, response }) => {
    checkConfirmation(body.password, body.password_confirmation);
    const user = await userByEmail(body.validation_email);
    const forgive = await codeChecks.attempt(attempter(request, body.validation_email, user), response);
    const userId = user?.user_id ?? decoyUserId;
    await asUser(request, userId, {
      type: 'ChangePassword',
      data: {
        userId,
        passwordHash: await hashPassword(body.password),
        proof: {
          method: 'code',
          channel: isPinCode(body.validation_token) ? 'pin-code' : 'login-link',
          codeHash: hashCode(body.validation_token),
        },
      },
    });
    await forgive();
    await sessions.endAllOf(userId, request.ctx.now);
    // The account's address hears of it: whoever else reset the password through a stolen mailbox is found out.
    if (user) await mailer.send(passwordChangedMail(user.email, user.language, deps.publicUrl));
    return DONE;
  });

  addRoute(router, authCalls.loginLink, async ({ body, request, response }) => {
    const user = await userByEmail(body.email);
    await codeRequests.request(attempter(request, body.email, user), body.email, response);
    if (user) afterResponse.run(request, response, () => sendLoginLink(request, user));
    return DONE;
  });

  addRoute(router, authCalls.pinCode, async ({ body, request, response }) => {
    const user = await userByEmail(body.email);
    await codeRequests.request(attempter(request, body.email, user), body.email, response);
    if (user) afterResponse.run(request, response, () => sendPin(request, user, body.template));
    return DONE;
  });

  addRoute(router, authCalls.verifyToken, async ({ body, request, response }) => {
    const user = await userByEmail(body.validation_email);
    const forgive = await codeChecks.attempt(attempter(request, body.validation_email, user), response);
    const userId = user?.user_id ?? decoyUserId;
    const pin = isPinCode(body.validation_token);
    const purpose: CodePurpose = pin ? (body.purpose ?? 'verify-email') : 'login';
    await asUser(request, userId, {
      type: 'RedeemCode',
      data: {
        userId,
        channel: pin ? 'pin-code' : 'login-link',
        purpose,
        codeHash: hashCode(body.validation_token),
      },
    });
    await forgive();
    if (purpose === 'login') return signIn(request, response, userId);
    return { verified: true as const };
  });

  return router;
}
