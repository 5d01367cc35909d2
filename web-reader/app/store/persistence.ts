import type { ReaderStore, RootState } from './store.ts';
import { deviceActions } from './device-slice.ts';
import { readerActions } from './reader-slice.ts';

const KEY = 'afrimedia';

/** Spec §3 persisted client state: favs, lang, deviceId, watched, profile, cookiePermissions (and the banner flag). */
export function persisted(state: RootState) {
  const { favs, watched, profile } = state.reader;
  const { lang, deviceId, cookiePermissions, appBannerClosed } = state.device;
  return {
    reader: { favs, watched, profile },
    device: { lang, deviceId, cookiePermissions, appBannerClosed },
  };
}

type Persisted = ReturnType<typeof persisted>;

function read(storage: Storage): Partial<Persisted> {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Partial<Persisted>) : {};
  } catch {
    return {};
  }
}

/**
 * Restores what this device remembered (after hydration, so the first render matches the server's) and keeps
 * it up to date. A signed-in reader's lists come from the server; a visitor's favourites live on the device.
 */
export function persistTo(storage: Storage, store: ReaderStore, signedIn: boolean): () => void {
  const saved = read(storage);
  const { lang: _serverDecides, deviceId: _cookieDecides, ...device } = saved.device ?? {};
  store.dispatch(deviceActions.restored(device));
  if (!signedIn && saved.reader) store.dispatch(readerActions.restored(saved.reader));
  let last = '';
  return store.subscribe(() => {
    const next = JSON.stringify(persisted(store.getState()));
    if (next === last) return;
    last = next;
    try {
      storage.setItem(KEY, next);
    } catch {
      // A full or disabled storage only costs the reader their remembered choices.
    }
  });
}
