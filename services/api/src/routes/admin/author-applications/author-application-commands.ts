import { authorProfileDecider, authorStream } from '@afrimedia/domain';
import type { Request } from 'express';
import { isAdmin } from '../../../http/guards.ts';
import type { RouteDeps } from '../../route-deps.ts';

/** The platform team validates an author: their stream says whether the application is still waiting. */
export async function approveAuthor(deps: RouteDeps, request: Request, authorId: string): Promise<void> {
  await deps.dispatch(request, {
    stream: authorStream(authorId),
    decider: authorProfileDecider,
    command: { type: 'ValidateAuthor', data: { authorId, actorIsAdmin: isAdmin(request.ctx.user) } },
  });
}

/** Refuses an application with the reason the applicant is then shown and e-mailed. */
export async function rejectAuthor(
  deps: RouteDeps,
  request: Request,
  authorId: string,
  reason: string,
): Promise<void> {
  await deps.dispatch(request, {
    stream: authorStream(authorId),
    decider: authorProfileDecider,
    command: { type: 'RejectAuthor', data: { authorId, actorIsAdmin: isAdmin(request.ctx.user), reason } },
  });
}
