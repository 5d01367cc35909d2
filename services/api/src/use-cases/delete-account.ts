import { personalDataOwner, reservations, userDecider, userStream } from '@afrimedia/domain';
import type { KeyVault } from '../personal-data/key-vault.ts';
import type { AccountGuards } from './update-profile.ts';
import type { CommandPort } from './ports.ts';

export interface DeleteAccountPorts {
  readonly commands: CommandPort;
  readonly personalKeys: KeyVault;
  readonly clock: () => Date;
  readonly guards: Pick<AccountGuards, 'checkCurrentPassword' | 'signOutEverywhere'>;
  /** Erases what the API keeps of the person outside the event store and the read models (uploads, mail). */
  readonly purgeApiData: (account: { userId: string; email: string }) => Promise<void>;
}

/**
 * A person deletes their account (spec §2: irreversible). The current password is asked first. Destroying the key
 * erases the personal fields of every stored event at once; `AccountDeleted` then gives the address back, so it can
 * be registered again, and every projection drops the person's rows; last the API's own copies go. Payment and
 * income events name the person only by id: statements still add up.
 *
 * The key goes first so that no failure can leave a deleted account whose data is still readable: a call that
 * fails after it leaves an account still signed in, whose retry finishes the deletion (destroying is idempotent).
 */
export async function deleteAccount(
  ports: DeleteAccountPorts,
  account: { userId: string; email: string; currentPassword: string | undefined },
): Promise<void> {
  const { userId, email } = account;
  await ports.guards.checkCurrentPassword(account.currentPassword);
  await ports.personalKeys.destroy([personalDataOwner(userStream(userId))], ports.clock());
  await ports.commands.run({
    stream: userStream(userId),
    decider: userDecider,
    actorId: userId,
    command: { type: 'DeleteAccount', data: { userId } },
    releases: [reservations.email(email)],
  });
  await ports.purgeApiData({ userId, email });
  await ports.guards.signOutEverywhere();
}
