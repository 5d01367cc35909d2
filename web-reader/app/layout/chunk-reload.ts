const GUARD_KEY = 'afrimedia:chunk-reload';
/** Spec §9: a failed chunk load reloads the page, at most once a minute (a broken deploy must not loop). */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export function isChunkLoadFailure(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : String(reason);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    message,
  );
}

/** Reloads unless a reload for the same cause happened less than a minute ago; answers whether it reloaded. */
export function reloadOnce(location: Pick<Location, 'reload'>, storage: Storage, now: number): boolean {
  const last = Number(storage.getItem(GUARD_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(GUARD_KEY, String(now));
  location.reload();
  return true;
}

export function reloadOnChunkFailure(target: Window, storage: Storage): void {
  target.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadFailure(event.reason)) reloadOnce(target.location, storage, Date.now());
  });
  target.addEventListener('vite:preloadError', () => reloadOnce(target.location, storage, Date.now()));
}
