import { describe, expect, it } from 'vitest';
import { persistTo } from './persistence.ts';
import { readerActions, toggled } from './reader-slice.ts';
import { createReaderStore } from './store.ts';
import { uiActions } from './ui-slice.ts';

const fresh = () =>
  createReaderStore({
    reader: { likes: ['a'], favs: [], follows: [], watched: { v: 30 }, profile: 'p1' },
    device: { lang: 'en', deviceId: 'd', cookiePermissions: null, appBannerClosed: false },
  });

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('the reader store', () => {
  it('toggles add an absent id and remove a present one', () => {
    expect(toggled(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggled(['a', 'b'], 'a')).toEqual(['b']);
    const store = fresh();
    store.dispatch(readerActions.toggle({ relation: 'likes', id: 'a' }));
    store.dispatch(readerActions.toggle({ relation: 'follows', id: 'author-1' }));
    expect(store.getState().reader.likes).toEqual([]);
    expect(store.getState().reader.follows).toEqual(['author-1']);
  });

  it("switching profile clears the watched map: the new profile's lists leave none of the old one's", () => {
    const store = fresh();
    store.dispatch(
      readerActions.signedIn({
        likes: [],
        favs: [],
        follows: [],
        watched: [{ id: 'k', time: 5 }],
        profile: 'kids',
      }),
    );
    expect(store.getState().reader).toMatchObject({ profile: 'kids', watched: { k: 5 } });
    store.dispatch(readerActions.signedIn({ likes: [], favs: [], follows: [], watched: [], profile: 'p1' }));
    expect(store.getState().reader).toMatchObject({ profile: 'p1', watched: {} });
  });

  it('logout clears likes, favourites, follows, watched and profile', () => {
    const store = fresh();
    store.dispatch(readerActions.loggedOut());
    expect(store.getState().reader).toEqual({ likes: [], favs: [], follows: [], watched: {}, profile: null });
  });

  it('the visitor modal toggles; toasts come and go', () => {
    const store = fresh();
    store.dispatch(uiActions.toggleVisitorModal());
    expect(store.getState().ui.modal).toBe('visitor');
    store.dispatch(uiActions.toggleVisitorModal());
    expect(store.getState().ui.modal).toBeNull();
    store.dispatch(uiActions.showToast('Wrong password', 10_000));
    const [toast] = store.getState().ui.toasts;
    expect(toast).toMatchObject({ text: 'Wrong password', ms: 10_000 });
    store.dispatch(uiActions.dismissToast(toast?.id ?? -1));
    expect(store.getState().ui.toasts).toEqual([]);
  });

  it('shows one message once: the same text again replaces the toast', () => {
    const store = fresh();
    store.dispatch(uiActions.showToast('This email is already used', 10_000));
    store.dispatch(uiActions.showToast('Link copied'));
    const again = store.dispatch(uiActions.showToast('This email is already used', 10_000));
    expect(store.getState().ui.toasts.map((toast) => toast.text)).toEqual([
      'Link copied',
      'This email is already used',
    ]);
    expect(store.getState().ui.toasts[1]?.id).toBe(again.payload.id);
  });

  it('keeps favs, watched, profile and the cookie answer on the device, and restores a visitor from it', () => {
    const storage = new MemoryStorage();
    const first = fresh();
    const stop = persistTo(storage, first, false);
    first.dispatch(readerActions.toggle({ relation: 'favs', id: 'f1' }));
    stop();
    const saved = JSON.parse(storage.getItem('afrimedia') ?? '{}');
    expect(saved.reader).toEqual({ favs: ['f1'], watched: { v: 30 }, profile: 'p1' });
    expect(saved.device).toMatchObject({ deviceId: 'd', cookiePermissions: null });
    expect(saved.reader.likes).toBeUndefined();

    const next = createReaderStore({});
    persistTo(storage, next, false);
    expect(next.getState().reader.favs).toEqual(['f1']);
    const signedIn = createReaderStore({});
    persistTo(storage, signedIn, true);
    expect(signedIn.getState().reader.favs).toEqual([]);
  });
});
