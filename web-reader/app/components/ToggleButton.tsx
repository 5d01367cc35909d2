import { useState, type ReactNode } from 'react';
import { useFetcher, useRouteLoaderData } from 'react-router';
import type { RootData } from '../server/root-data.server.ts';
import { ReturnHere } from './ReturnHere.tsx';
import { readerActions, type Relation } from '../store/reader-slice.ts';
import { useAppDispatch, useAppSelector } from '../store/store.ts';
import { uiActions } from '../store/ui-slice.ts';

/** A button whose pressing undoes what it did says so once on, and the change is announced by a polite region. */
export interface PressedState {
  /** What pressing the button does once on, e.g. "Unfollow". */
  readonly label: string;
  readonly announceOn: string;
  readonly announceOff: string;
}

/**
 * A like, favourite or follow button. It flips at once (spec §4: the local list changes either way) and tells the
 * server only when signed in; a visitor sees the join-us modal. Without scripts it is a plain form post.
 */
export function ToggleButton({
  relation,
  id,
  label,
  count,
  pressed,
  children,
}: {
  relation: Relation;
  id: string;
  /** What the button does, e.g. "Like"; announced with its pressed state. */
  label: string;
  count?: number;
  pressed?: PressedState;
  children?: ReactNode;
}) {
  const root = useRouteLoaderData<RootData>('root');
  const fetcher = useFetcher();
  const dispatch = useAppDispatch();
  const active = useAppSelector((state) => state.reader[relation].includes(id));
  const signedIn = Boolean(root?.user);
  const shownCount = count === undefined ? undefined : Math.max(0, count);
  // Empty until the reader presses: a page that opens already followed announces nothing.
  const [announced, setAnnounced] = useState('');

  return (
    <fetcher.Form
      method="post"
      action="/actions/toggle"
      className="toggle"
      onSubmit={(event) => {
        event.preventDefault();
        dispatch(readerActions.toggle({ relation, id }));
        if (pressed) setAnnounced(active ? pressed.announceOff : pressed.announceOn);
        if (!signedIn) {
          dispatch(uiActions.openModal('visitor'));
          return;
        }
        void fetcher.submit(
          { relation, id, on: active ? '0' : '1', js: '1' },
          { method: 'post', action: '/actions/toggle' },
        );
      }}
    >
      <input type="hidden" name="relation" value={relation} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="on" value={active ? '0' : '1'} />
      <ReturnHere />
      <button type="submit" className="pill toggle__button" aria-pressed={active}>
        {children}
        <span>{active && pressed ? pressed.label : label}</span>
        {shownCount === undefined ? null : <span className="toggle__count">{shownCount}</span>}
      </button>
      {pressed ? (
        <span className="visually-hidden" aria-live="polite">
          {announced}
        </span>
      ) : null}
    </fetcher.Form>
  );
}
