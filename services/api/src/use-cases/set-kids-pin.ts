import { isValidPin, reject, userDecider, userStream } from '@afrimedia/domain';
import { hashPassword } from '../auth/passwords.ts';
import type { CommandPort } from './ports.ts';
import type { AccountGuards } from './update-profile.ts';

export interface KidsPinPorts {
  readonly commands: CommandPort;
  readonly guards: Pick<AccountGuards, 'checkCurrentPassword'>;
}

/**
 * Sets or changes the account's kids PIN. It takes the account's password, checked (and counted, when wrong) like a
 * sign-in; the PIN is kept only as a password-grade hash.
 */
export async function setKidsPin(
  ports: KidsPinPorts,
  change: { readonly userId: string; readonly pin: string; readonly currentPassword: string },
): Promise<void> {
  const { userId, pin, currentPassword } = change;
  if (!isValidPin(pin)) throw reject('FIELDS_REQUIRED', 'pin');
  await ports.guards.checkCurrentPassword(currentPassword);
  await ports.commands.run({
    stream: userStream(userId),
    decider: userDecider,
    actorId: userId,
    command: {
      type: 'SetKidsPin',
      data: { userId, pinHash: await hashPassword(pin), passwordVerified: true },
    },
  });
}
