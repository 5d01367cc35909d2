/*
 * Event times as the reader's language writes them. The agenda and the guide are laid out by UTC day (the API
 * groups the guide that way), and the page is rendered on the server before any browser clock is known, so
 * every time is shown in UTC and says so.
 */

/**
 * Node's ICU puts a narrow no-break space before "PM" where browsers put a plain one: the same text either way,
 * so the page the server sent and the one the browser hydrates agree.
 */
const plain = (text: string) => text.replace(/\u202f/g, ' ');

const time = { hour: 'numeric', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' } as const;

/** The UTC day an instant falls on, `YYYY-MM-DD`. */
export function utcDay(iso: string): string {
  return new Date(iso).toISOString().slice(0, 10);
}

/** "18:00 – 20:30 UTC" within one day; with the dates when the event runs over midnight. */
export function timeRange(lang: string, startsAt: string, endsAt: string): string {
  const sameDay = utcDay(startsAt) === utcDay(endsAt);
  const format = new Intl.DateTimeFormat(lang, sameDay ? time : { ...time, day: 'numeric', month: 'short' });
  return plain(format.formatRange(new Date(startsAt), new Date(endsAt)));
}

/** "00:00 – 06:00": a span of hours of any day, as the reader's language writes times. */
export function hoursRange(lang: string, from: number, to: number): string {
  const format = new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const at = (hour: number) => plain(format.format(Date.UTC(2000, 0, 1, hour % 24)));
  return `${at(from)} – ${at(to)}`;
}

/** The whole span with weekday and year, for an event's own page and its link preview. */
export function fullRange(lang: string, startsAt: string, endsAt: string): string {
  const format = new Intl.DateTimeFormat(lang, {
    ...time,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return plain(format.formatRange(new Date(startsAt), new Date(endsAt)));
}

/** A day heading of the agenda: "Tuesday, June 2". */
export function dayHeading(lang: string, day: string): string {
  return new Intl.DateTimeFormat(lang, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** A column of the guide, on two lines: "Tue" and "Jun 2". */
export function dayParts(lang: string, day: string): { weekday: string; date: string } {
  const at = new Date(`${day}T00:00:00Z`);
  return {
    weekday: new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' }).format(at),
    date: new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(at),
  };
}

/** Where an event shows on a day of the guide: when it starts, or midnight for one running since the day before. */
export function startOnDay(day: string, startsAt: string): Date {
  return new Date(Math.max(Date.parse(`${day}T00:00:00Z`), Date.parse(startsAt)));
}

/** A country's name in the reader's language, from its ISO code; the code itself where the runtime has none. */
export function countryName(lang: string, code: string): string {
  try {
    return new Intl.DisplayNames(lang, { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
