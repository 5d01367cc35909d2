import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { useRoot } from '../../layout/use-root.ts';
import { readerActions } from '../../store/reader-slice.ts';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import { uiActions } from '../../store/ui-slice.ts';
import { FormStatus, SavedNote } from './form-parts.tsx';
import type { ProfileActionResult } from './profile-result.ts';
import { TabForm } from './TabForm.tsx';
import { tabPath } from './tabs.ts';

/**
 * Erase viewing history: the account's, kept by the API for every profile (continue watching), with a plain form;
 * and the positions this device remembers, cleared here. Hiding the history instead keeps it for later.
 */
export function HistoryTab({ result }: { result: ProfileActionResult | undefined }) {
  const t = useT();
  const erased = result?.intent === 'erase-history' && 'saved' in result;
  const { lite } = useRoot();
  const dispatch = useAppDispatch();
  const count = useAppSelector((state) => Object.keys(state.reader.watched).length);
  // The button works through the store only: until scripts run it could do nothing, so it waits for them.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  return (
    <div className="stack">
      <TabForm tab="history" intent="erase-history" submit={t('profile.history.eraseAccount')}>
        <p>{t('profile.history.account')}</p>
        {erased ? (
          <SavedNote>{t('profile.history.accountErased')}</SavedNote>
        ) : (
          <FormStatus result={result} intent="erase-history" fields={[]} />
        )}
      </TabForm>
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
