type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A waiting time in its two largest units ("3 d 4 h", "2 h 5 min", "12 min"), in the interface's language. */
export function formatDuration(seconds: number, translate: Translate): string {
  const minutes = Math.max(0, Math.floor(seconds / 60));
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days > 0) return translate('afrimedia.duration.days', { days, hours: hours % 24 });
  if (hours > 0) return translate('afrimedia.duration.hours', { hours, minutes: minutes % 60 });
  return translate('afrimedia.duration.minutes', { minutes });
}

/** Seconds from an ISO instant to now. */
export const secondsSince = (iso: string, now: number = Date.now()): number =>
  Math.max(0, (now - Date.parse(iso)) / 1000);
