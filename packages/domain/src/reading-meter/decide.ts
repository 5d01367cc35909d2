import type { Command, Decider, Decision } from '../core/decider.ts';
import { reject } from '../core/domain-error.ts';
import {
  evolveReadingMeter,
  FREE_READINGS_PER_MONTH,
  initialReadingMeterState,
  meterMonthOf,
  readingsOf,
  type MeterSubject,
  type ReadingMeterEvent,
  type ReadingMeterState,
} from './reading-meter.ts';

/** A metered reader opens a content: free when already counted this month, else one of the month's readings. */
export type CountFreeReading = Command<'CountFreeReading', { subject: MeterSubject; contentId: string }>;

/** At sign-in or registration: the device's readings of the month join the account's. */
export type MergeReadings = Command<
  'MergeReadings',
  { subject: MeterSubject; fromSubject: MeterSubject; contentIds: readonly string[] }
>;

export type ReadingMeterCommand = CountFreeReading | MergeReadings;

function countFreeReading(command: CountFreeReading, state: ReadingMeterState): Decision<ReadingMeterEvent> {
  const { now } = command.metadata;
  const counted = readingsOf(state, now);
  if (counted.includes(command.data.contentId)) return [];
  if (counted.length >= FREE_READINGS_PER_MONTH) return reject('FREE_READS_EXHAUSTED');
  const { subject, contentId } = command.data;
  return [{ type: 'FreeReadingCounted', data: { subject, contentId, month: meterMonthOf(now), at: now } }];
}

function mergeReadings(command: MergeReadings, state: ReadingMeterState): Decision<ReadingMeterEvent> {
  const { now } = command.metadata;
  const { subject, fromSubject } = command.data;
  if (fromSubject === subject) return [];
  const counted = readingsOf(state, now);
  const contentIds = [...new Set(command.data.contentIds)].filter((id) => !counted.includes(id));
  if (contentIds.length === 0) return [];
  return [
    {
      type: 'ReadingsMerged',
      data: { subject, fromSubject, contentIds, month: meterMonthOf(now), at: now },
    },
  ];
}

export function decideReadingMeter(
  command: ReadingMeterCommand,
  state: ReadingMeterState,
): Decision<ReadingMeterEvent> {
  return command.type === 'CountFreeReading'
    ? countFreeReading(command, state)
    : mergeReadings(command, state);
}

export const readingMeterDecider: Decider<ReadingMeterState, ReadingMeterCommand, ReadingMeterEvent> = {
  initialState: initialReadingMeterState,
  evolve: evolveReadingMeter,
  decide: decideReadingMeter,
};
