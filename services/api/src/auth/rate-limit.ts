import { reject } from '@afrimedia/domain';

/**
 * Fixed-window attempt counter per key (e-mail and address): slows password and code guessing. It lives in the
 * process, so each API process counts on its own; behind a load balancer the limit is per process.
 */
export function attemptLimiter(options: { max: number; windowMs: number }) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts an attempt at `now`; throws TOO_MANY_ATTEMPTS past the limit. */
    hit(key: string, now: Date): void {
      const time = now.getTime();
      if (windows.size > 10_000) {
        for (const [stale, window] of windows)
          if (time - window.start >= options.windowMs) windows.delete(stale);
      }
      const window = windows.get(key);
      if (!window || time - window.start >= options.windowMs) {
        windows.set(key, { start: time, count: 1 });
        return;
      }
      window.count += 1;
      if (window.count > options.max) throw reject('TOO_MANY_ATTEMPTS');
    },
  };
}
