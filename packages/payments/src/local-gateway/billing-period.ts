export type Interval = 'day' | 'week' | 'month' | 'year';

/**
 * The next period boundary, in Unix seconds, computed in UTC so the machine's time zone never moves it.
 * Like Stripe, a month from January 31 is the last day of February, not March 3.
 */
export function addInterval(fromSeconds: number, interval: Interval, count: number): number {
  const from = new Date(fromSeconds * 1000);
  if (interval === 'day' || interval === 'week') {
    const days = interval === 'day' ? count : count * 7;
    return fromSeconds + days * 86_400;
  }
  const months = interval === 'month' ? count : count * 12;
  const target = new Date(from);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}
