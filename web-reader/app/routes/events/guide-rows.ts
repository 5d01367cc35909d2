import { startOnDay } from './event-days.ts';
import type { AgendaEvent } from './event-title.ts';

/** The guide's rows: four bands of six hours, night first, as a UTC day runs. */
export const BANDS = ['night', 'morning', 'afternoon', 'evening'] as const;
export type Band = (typeof BANDS)[number];
export const BAND_HOURS = 6;

type Timed = Pick<AgendaEvent, 'starts_at'>;

export interface GuideDay<E extends Timed = AgendaEvent> {
  readonly day: string;
  readonly events: readonly E[];
}

export interface GuideRow<E extends Timed = AgendaEvent> {
  readonly band: Band;
  /** One cell per day, in the days' order: the events shown in this band that day, soonest first. */
  readonly cells: readonly { day: string; events: E[] }[];
}

/**
 * Places each day's events in the band they show from: their start, or midnight for an event still running
 * from the day before.
 */
export function guideRows<E extends Timed>(days: readonly GuideDay<E>[]): GuideRow<E>[] {
  return BANDS.map((band, index) => ({
    band,
    cells: days.map(({ day, events }) => ({
      day,
      events: events.filter(
        (event) => Math.floor(startOnDay(day, event.starts_at).getUTCHours() / BAND_HOURS) === index,
      ),
    })),
  }));
}
