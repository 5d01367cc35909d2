import { reject } from '@afrimedia/domain';
import type { AccountUser } from '@afrimedia/read-models';
import type { Request, Response } from 'express';
import { passwordHashOf } from '../../auth/credentials.ts';
import { attempterOf } from '../../auth/device-cookies.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { failedLoginLimits, mailAllowance } from '../../auth/rate-limit.ts';
import { clearSessionCookies } from '../../http/session-cookie.ts';
import type { AccountGuards } from '../../use-cases/update-profile.ts';
import type { RouteDeps } from '../route-deps.ts';

/**
 * What guards a signed-in user's account besides its stream, for one request. A wrong current password counts as a
 * failed sign-in: a stolen session is no way around the login limits.
 */
export function accountGuardsOf(deps: RouteDeps) {
  const { db, sessions, deviceCookies } = deps;
  const failedLogins = failedLoginLimits(db);
  const mails = mailAllowance(db);
  return (request: Request, response: Response, user: AccountUser): AccountGuards => ({
    async checkCurrentPassword(current) {
      if (current === undefined) throw reject('WRONG_PASSWORD', 'current_password');
      const attempter = attempterOf(deviceCookies, request, user.email, user.user_id);
      const forgive = await failedLogins.attempt(attempter, response);
      const hash = await passwordHashOf(deps.store, user.user_id);
      if (!hash || !(await verifyPassword(hash, current))) throw reject('WRONG_PASSWORD', 'current_password');
      await forgive();
    },
    spendMailAllowance: (email) => mails.spend(email, response),
    async signOutEverywhere() {
      await sessions.endAllOf(user.user_id, request.ctx.now);
      clearSessionCookies(response);
    },
  });
}
