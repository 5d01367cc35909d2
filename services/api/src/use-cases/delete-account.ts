import { personalDataOwner, reservations, userDecider, userStream } from '@afrimedia/domain';
import type { KeyVault } from '../personal-data/key-vault.ts';
import type { AccountGuards } from './update-profile.ts';
import type { CommandPort } from './ports.ts';

export interface EraseAccountPorts {
  readonly commands: CommandPort;
  readonly personalKeys: KeyVault;
  readonly clock: () => Date;
  /** Erases what the API keeps of the person outside the event store and the read models (uploads, mail). */
  readonly purgeApiData: (account: { userId: string; email: string }) => Promise<void>;
}

export interface DeleteAccountPorts extends EraseAccountPorts {
  readonly guards: Pick<AccountGuards, 'checkCurrentPassword' | 'signOutEverywhere'>;
}

/**
 * A person deletes their account (spec §2: irreversible), with their current password; they are signed out
 * everywhere once it is erased.
 */
export async function deleteAccount(
  ports: DeleteAccountPorts,
  account: { userId: string; email: string; currentPassword: string | undefined },
): Promise<void> {
  await ports.guards.checkCurrentPassword(account.currentPassword);
  await eraseAccount(ports, { ...account, actorId: account.userId });
  await ports.guards.signOutEverywhere();
}

/**
 * Erases an account, at its owner's request or at the end of its retention. Destroying the key erases the personal
 * fields of every stored event at once; `AccountDeleted` then gives the address back, so it can be registered
 * again, and every projection drops the person's rows; last the API's own copies go. Payment and income events name
 * the person only by id: statements still add up.
 *
 * The key goes first so that no failure can leave a deleted account whose data is still readable: a call that
 * fails after it leaves an account still signed in, whose retry finishes the erasure (destroying is idempotent).
 */
export async function eraseAccount(
  ports: EraseAccountPorts,
  account: { userId: string; email: string; actorId: string },
): Promise<void> {
  const { userId, email } = account;
  await ports.personalKeys.destroy([personalDataOwner(userStream(userId))], ports.clock());
  await ports.commands.run({
    stream: userStream(userId),
    decider: userDecider,
    actorId: account.actorId,
    command: { type: 'DeleteAccount', data: { userId } },
    releases: [reservations.email(email)],
  });
  await ports.purgeApiData({ userId, email });
}
