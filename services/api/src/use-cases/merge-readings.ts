import {
  deviceMeterSubject,
  readingMeterDecider,
  readingMeterStream,
  readingsOf,
  userMeterSubject,
} from '@afrimedia/domain';
import { foldStream } from '../commands/stream-facts.ts';
import type { CommandPorts } from './ports.ts';

/**
 * At sign-in and registration: the month's readings of the device join the account's meter, so that signing up
 * does not give the free readings again. The device keeps its own count: signing out resets nothing either.
 */
export async function mergeReadings(
  ports: CommandPorts,
  userId: string,
  deviceId: string,
  now: Date,
): Promise<void> {
  const fromSubject = deviceMeterSubject(deviceId);
  const { state } = await foldStream(ports.store, readingMeterStream(fromSubject, now), readingMeterDecider);
  const contentIds = readingsOf(state, now);
  if (contentIds.length === 0) return;
  const subject = userMeterSubject(userId);
  await ports.commands.run({
    stream: readingMeterStream(subject, now),
    decider: readingMeterDecider,
    actorId: userId,
    command: { type: 'MergeReadings', data: { subject, fromSubject, contentIds } },
  });
}
