import { z } from 'zod';
import { defineEvent, type EventsOf } from '../core/event-definition.ts';
import { FREE_READS } from '../engagement/engagement.ts';

const instant = z.iso.datetime({ offset: true });
/** A calendar month in UTC, `2026-11`. */
const month = z.string().regex(/^\d{4}-\d{2}$/);

/**
 * Freemium (spec §9): the contents a reader without an active subscription may open each calendar month (UTC)
 * before the rest of each content is kept for subscribers.
 */
export const FREE_READINGS_PER_MONTH = FREE_READS;

/** Who is metered: a signed-in reader by their user id, a visitor by the device id their client sends. */
export type MeterSubject = `user-${string}` | `device-${string}`;

/** A device id as clients generate it (spec §7 `device-id`); anything else names no device to count by. */
export const isCountableDevice = (deviceId: string | undefined): deviceId is string =>
  deviceId !== undefined && /^[\w-]{8,64}$/.test(deviceId);

export const userMeterSubject = (userId: string): MeterSubject => `user-${userId}`;
export const deviceMeterSubject = (deviceId: string): MeterSubject => `device-${deviceId}`;

/** The UTC calendar month of an instant, `2026-11`: a meter starts afresh on the first of each month. */
export const meterMonthOf = (now: Date | string): string => new Date(now).toISOString().slice(0, 7);

/**
 * One stream per subject and month (`reading-meter-user-<id>-2026-11`): a month's readings are decided where that
 * reader's month is, and a new month is a new, empty stream rather than a reset written into an old one.
 */
export const readingMeterStream = (subject: MeterSubject, now: Date | string): string =>
  `reading-meter-${subject}-${meterMonthOf(now)}`;

/** A content opened with one of the month's free readings. */
export const FreeReadingCounted = defineEvent(
  'FreeReadingCounted',
  z.object({ subject: z.string(), contentId: z.string(), month, at: instant }),
);

/**
 * The readings a device made this month, carried into the account that signed in or registered on it, so that
 * signing up does not give the month's free readings again. Only contents the account had not counted yet.
 */
export const ReadingsMerged = defineEvent(
  'ReadingsMerged',
  z.object({
    subject: z.string(),
    fromSubject: z.string(),
    contentIds: z.array(z.string()).min(1),
    month,
    at: instant,
  }),
);

export const readingMeterEventDefinitions = [FreeReadingCounted, ReadingsMerged] as const;
export type ReadingMeterEvent = EventsOf<typeof readingMeterEventDefinitions>;

/** The month the stream counts, and the contents counted in it (each opens again at no cost). */
export interface ReadingMeterState {
  readonly month: string | null;
  readonly contentIds: readonly string[];
}

export const initialReadingMeterState = (): ReadingMeterState => ({ month: null, contentIds: [] });

export function evolveReadingMeter(state: ReadingMeterState, event: ReadingMeterEvent): ReadingMeterState {
  const counted = state.month === event.data.month ? state.contentIds : [];
  const added = event.type === 'FreeReadingCounted' ? [event.data.contentId] : event.data.contentIds;
  return { month: event.data.month, contentIds: [...counted, ...added] };
}

/** The contents counted in the month of `now`: none when the state is of another month. */
export const readingsOf = (state: ReadingMeterState, now: Date | string): readonly string[] =>
  state.month === meterMonthOf(now) ? state.contentIds : [];

/** What the reader is told: the month's allowance, the readings used of it and those left. */
export interface MeterReading {
  readonly limit: number;
  readonly used: number;
  readonly left: number;
}

export function meterReadingOf(state: ReadingMeterState, now: Date | string): MeterReading {
  const used = Math.min(readingsOf(state, now).length, FREE_READINGS_PER_MONTH);
  return { limit: FREE_READINGS_PER_MONTH, used, left: FREE_READINGS_PER_MONTH - used };
}
