import { userDecider, userStream } from '@afrimedia/domain';
import type { Request } from 'express';
import { isAdmin } from '../../../http/guards.ts';
import type { RouteDeps } from '../../route-deps.ts';

/** Closes someone's account with the reason the event keeps, and ends every session they have open. */
export async function deactivateUser(
  deps: RouteDeps,
  request: Request,
  userId: string,
  reason: string,
): Promise<void> {
  await deps.dispatch(request, {
    stream: userStream(userId),
    decider: userDecider,
    command: {
      type: 'DeactivateAccount',
      data: { userId, byAdmin: { reason, actorIsAdmin: isAdmin(request.ctx.user) } },
    },
  });
  await deps.sessions.endAllOf(userId, request.ctx.now);
}
