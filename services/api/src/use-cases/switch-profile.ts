import { kidsPinRefusal, userDecider, userStream } from '@afrimedia/domain';
import type { EventStore } from '@afrimedia/event-store';
import { userStateOf } from '../auth/credentials.ts';
import { verifyPassword } from '../auth/passwords.ts';
import type { CommandPort } from './ports.ts';

export interface SwitchPorts {
  readonly commands: CommandPort;
  readonly store: EventStore;
  /** Puts the caller's device on a profile. */
  readonly chooseProfile: (profileId: string) => Promise<void>;
}

export interface ProfileSwitch {
  readonly userId: string;
  /** The profile the device is on. */
  readonly actingProfileId: string;
  readonly profileId: string;
  /** The account's kids PIN as typed, to leave a kids profile. */
  readonly pin?: string | undefined;
}

/**
 * A device moves to another profile of the account. The PIN is checked against its hash here, the decider being
 * told only whether it matched; a wrong one is recorded (it counts towards the pause) and then refused. The device
 * moves only once the switch was accepted.
 */
export async function switchProfile(ports: SwitchPorts, change: ProfileSwitch): Promise<void> {
  const { userId, actingProfileId, profileId, pin } = change;
  const account = await userStateOf(ports.store, userId);
  const pinHash = account.status === 'active' ? account.household.pinHash : undefined;
  const pinMatches =
    pin === undefined ? undefined : pinHash !== undefined && (await verifyPassword(pinHash, pin));
  const decided = await ports.commands.run({
    stream: userStream(userId),
    decider: userDecider,
    actorId: userId,
    command: {
      type: 'SwitchProfile',
      data: { userId, profileId, actingProfileId, ...(pinMatches === undefined ? {} : { pinMatches }) },
    },
  });
  const refusal = kidsPinRefusal(decided);
  if (refusal) throw refusal;
  await ports.chooseProfile(profileId);
}
