import { createAction, type UnknownAction } from '@reduxjs/toolkit';

export type Relation = 'likes' | 'favs' | 'follows';

export interface ReaderState {
  /** Ids the reader liked, favourited (contents, publications, authors) or follows. */
  readonly likes: readonly string[];
  readonly favs: readonly string[];
  readonly follows: readonly string[];
  /** Content id → seconds watched or listened to. */
  readonly watched: Readonly<Record<string, number>>;
  readonly profile: string | null;
}

export const emptyReader: ReaderState = { likes: [], favs: [], follows: [], watched: {}, profile: null };

/** Spec §4: a toggle adds the id when absent and removes it when present, signed in or not. */
export function toggled(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
}

/*
 * Plain reducers over RTK's typed action creators rather than createSlice: createSlice brings immer (~5 KiB
 * gzipped), and these few updates are as short written immutably. Every kilobyte counts on a cheap phone.
 */
export const readerActions = {
  toggle: createAction<{ relation: Relation; id: string }>('reader/toggle'),
  watch: createAction<{ id: string; time: number }>('reader/watch'),
  /**
   * The signed-in user's lists as the server knows them win over what this device remembered. They are the lists
   * of the profile the device is on: after a switch, the old profile's watched map is gone (spec §4).
   */
  signedIn: createAction<{
    likes: readonly string[];
    favs: readonly string[];
    follows: readonly string[];
    watched: readonly { id: string; time: number }[];
    profile: string;
  }>('reader/signedIn'),
  /** Spec §4: logout clears favs, likes, follows and profile. */
  loggedOut: createAction('reader/loggedOut'),
  restored: createAction<Partial<Pick<ReaderState, 'favs' | 'watched' | 'profile'>>>('reader/restored'),
};

export function readerReducer(state: ReaderState = emptyReader, action: UnknownAction): ReaderState {
  if (readerActions.toggle.match(action)) {
    const { relation, id } = action.payload;
    return { ...state, [relation]: toggled(state[relation], id) };
  }
  if (readerActions.watch.match(action)) {
    return { ...state, watched: { ...state.watched, [action.payload.id]: action.payload.time } };
  }
  if (readerActions.signedIn.match(action)) {
    const { likes, favs, follows, watched, profile } = action.payload;
    return {
      ...state,
      likes,
      favs,
      follows,
      profile,
      watched: Object.fromEntries(watched.map(({ id, time }) => [id, time])),
    };
  }
  if (readerActions.loggedOut.match(action)) return emptyReader;
  if (readerActions.restored.match(action)) return { ...state, ...action.payload };
  return state;
}
