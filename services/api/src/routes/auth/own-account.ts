import { userDecider, userStream, type UserCommand } from '@afrimedia/domain';
import type { CommandInput } from '@afrimedia/event-store';
import type { Request } from 'express';
import type { DispatchCommand } from '../../commands/dispatch.ts';

/** Dispatches a command of the user's own account, acted by that user. */
export function ownAccountCommands(dispatch: DispatchCommand) {
  return (request: Request, userId: string, command: CommandInput<UserCommand>) =>
    dispatch(request, { stream: userStream(userId), decider: userDecider, actorId: userId, command });
}
