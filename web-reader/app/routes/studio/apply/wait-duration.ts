export type WaitUnit = 'minute' | 'hour' | 'day';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A wait in the unit a person would say it in: minutes under two hours, hours under two days, then days; rounded
 * to a whole number, at least one.
 */
export function waitDuration(seconds: number): { value: number; unit: WaitUnit } {
  const [size, unit]: [number, WaitUnit] =
    seconds < 2 * HOUR ? [MINUTE, 'minute'] : seconds < 2 * DAY ? [HOUR, 'hour'] : [DAY, 'day'];
  return { value: Math.max(1, Math.round(seconds / size)), unit };
}
