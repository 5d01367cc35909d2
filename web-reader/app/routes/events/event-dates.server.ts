import { utcDay } from './event-days.ts';
import type { AgendaEvent } from './event-title.ts';
import { BAND_HOURS, BANDS, type Band, type GuideDay } from './guide-rows.ts';
import { instantText, timeRange, type TimeRange } from './time-range.ts';

/*
 * Event times (and country names) as the reader's language writes them, written here on the server and sent
 * with the loaders' data. A browser writing them again would not write the same text: its ICU spaces a range
 * otherwise (a plain space where Node's has a thin one) and its clock may be in another time zone, and React
 * refuses a page whose text changes while it hydrates (#418). The agenda and the guide are laid out by UTC day,
 * as the API groups the guide, so every time is in UTC and says so.
 */

const time = { hour: 'numeric', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' } as const;

/** An event of a list with when it takes place, as the list writes it. */
export type TimedEvent = AgendaEvent & { readonly when: TimeRange };

/** A day of the agenda: its heading ("Tuesday, June 2") and its events. */
export interface AgendaDay {
  readonly day: string;
  readonly heading: string;
  readonly events: readonly TimedEvent[];
}

/** A column of the guide, its name on two lines ("Tue" and "Jun 2"). */
export interface GuideColumn extends GuideDay<TimedEvent> {
  readonly weekday: string;
  readonly date: string;
}

/** "18:00 – 20:30 UTC" within one day; with the dates when the event runs over midnight. */
function eventTimes(lang: string, { starts_at, ends_at }: AgendaEvent): TimeRange {
  const sameDay = utcDay(starts_at) === utcDay(ends_at);
  const format = new Intl.DateTimeFormat(lang, sameDay ? time : { ...time, day: 'numeric', month: 'short' });
  return timeRange(format, starts_at, ends_at);
}

const timed = (lang: string, event: AgendaEvent): TimedEvent => ({ ...event, when: eventTimes(lang, event) });

const utcMidnight = (day: string) => new Date(`${day}T00:00:00Z`);

/** The agenda: events in the order the API gives them (soonest first), under the UTC day each starts on. */
export function agendaDays(lang: string, events: readonly AgendaEvent[]): AgendaDay[] {
  const heading = new Intl.DateTimeFormat(lang, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const days: { day: string; heading: string; events: TimedEvent[] }[] = [];
  for (const event of events) {
    const day = utcDay(event.starts_at);
    const last = days.at(-1);
    if (last?.day === day) last.events.push(timed(lang, event));
    else days.push({ day, heading: heading.format(utcMidnight(day)), events: [timed(lang, event)] });
  }
  return days;
}

/** The guide's days as the API gives them, each with its name and its events' times. */
export function guideColumns(lang: string, days: readonly GuideDay[]): GuideColumn[] {
  const weekday = new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' });
  const date = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return days.map(({ day, events }) => ({
    day,
    weekday: weekday.format(utcMidnight(day)),
    date: date.format(utcMidnight(day)),
    events: events.map((event) => timed(lang, event)),
  }));
}

/**
 * Each band of the guide as a span of hours of any day: "00:00 – 06:00", the two hours joined as the language
 * joins the ends of a range. Each hour is written whole: the last band ends at midnight of the next day, which a
 * range would write with both dates.
 */
export function bandHours(lang: string): Record<Band, TimeRange> {
  const format = new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const instant = (hour: number) => new Date(Date.UTC(2000, 0, 1, hour)).toISOString();
  const { middle } = timeRange(format, instant(0), instant(BAND_HOURS));
  const clock = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`;
  const at = (hour: number) => instantText(format, new Date(Date.UTC(2000, 0, 1, hour % 24)));
  const span = (index: number): TimeRange => {
    const [from, to] = [index * BAND_HOURS, (index + 1) * BAND_HOURS];
    return {
      startsAt: clock(from),
      endsAt: clock(to),
      head: '',
      start: at(from),
      middle,
      end: at(to),
      tail: '',
    };
  };
  return Object.fromEntries(BANDS.map((band, index) => [band, span(index)])) as Record<Band, TimeRange>;
}

/** A country's name in the reader's language, from its ISO code; the code itself where the runtime has none. */
function countryName(lang: string, code: string): string {
  try {
    return new Intl.DisplayNames(lang, { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/**
 * An event's own page: when, the whole span with weekday and year (its link preview says it too), and the name
 * of its country.
 */
export function eventFacts(lang: string, event: AgendaEvent) {
  const format = new Intl.DateTimeFormat(lang, {
    ...time,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return {
    event,
    when: timeRange(format, event.starts_at, event.ends_at),
    country: event.country ? countryName(lang, event.country) : null,
  };
}
