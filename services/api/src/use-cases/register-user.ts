import { reservations, SYSTEM_ACTOR, userDecider, userStream, type RegisterUser } from '@afrimedia/domain';
import type { CommandPort } from './ports.ts';

export type Registration = RegisterUser['data'];

/**
 * A new account, its e-mail address reserved in the same append so no two accounts share it. Someone signing up
 * acts as the user they become; an admin account is only ever made by the platform itself.
 */
export async function registerUser(commands: CommandPort, registration: Registration): Promise<void> {
  await commands.run({
    stream: userStream(registration.userId),
    decider: userDecider,
    actorId: registration.role === 'admin' ? SYSTEM_ACTOR : registration.userId,
    command: { type: 'RegisterUser', data: registration },
    reservations: [{ ...reservations.email(registration.personal.email), conflict: 'EMAIL_ALREADY_USED' }],
  });
}
