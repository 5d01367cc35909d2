const FIRST_DELAY_MS = 1_000;
const LONGEST_DELAY_MS = 30_000;

/**
 * How long to wait before asking again: back to a second when the last answer showed progress, otherwise twice as
 * long as before (up to half a minute), so a long queue or a broken connection is not asked every second.
 */
export function nextPollDelay(previousMs: number | undefined, changed: boolean): number {
  if (previousMs === undefined || changed) return FIRST_DELAY_MS;
  return Math.min(previousMs * 2, LONGEST_DELAY_MS);
}
