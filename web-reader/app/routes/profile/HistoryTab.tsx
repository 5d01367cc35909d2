import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { useRoot } from '../../layout/use-root.ts';
import { readerActions } from '../../store/reader-slice.ts';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import { uiActions } from '../../store/ui-slice.ts';
import { tabPath } from './tabs.ts';

/**
 * Erase viewing history: the positions this device remembers are cleared here. The API keeps the account's own
 * history and has no call to erase it; the tab says so and points to hiding it, which the API does serve.
 */
export function HistoryTab() {
  const t = useT();
  const { lite } = useRoot();
  const dispatch = useAppDispatch();
  const count = useAppSelector((state) => Object.keys(state.reader.watched).length);
  // The button works through the store only: until scripts run it could do nothing, so it waits for them.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  return (
    <div className="stack">
      <p>{t('profile.history.account')}</p>
      <p>
        <Link to={tabPath('hide-watched')}>{t('profile.history.hideInstead')}</Link>
      </p>
      <h3>{t('profile.history.deviceTitle')}</h3>
      {lite ? (
        <p>{t('profile.history.lite')}</p>
      ) : (
        <>
          <p role="status">{t('profile.history.deviceCount', { count })}</p>
          <p>
            <button
              type="button"
              className="button"
              disabled={!interactive || count === 0}
              onClick={() => {
                dispatch(readerActions.restored({ watched: {} }));
                dispatch(uiActions.showToast(t('profile.history.erased')));
              }}
            >
              {t('profile.history.erase')}
            </button>
          </p>
        </>
      )}
    </div>
  );
}
