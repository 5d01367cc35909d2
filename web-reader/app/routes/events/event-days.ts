/** The UTC day an instant falls on, `YYYY-MM-DD`: the agenda and the guide are laid out by UTC day. */
export function utcDay(iso: string): string {
  return new Date(iso).toISOString().slice(0, 10);
}

/** Where an event shows on a day of the guide: when it starts, or midnight for one running since the day before. */
export function startOnDay(day: string, startsAt: string): Date {
  return new Date(Math.max(Date.parse(`${day}T00:00:00Z`), Date.parse(startsAt)));
}
