import { useEffect, useState } from 'react';
import { useT } from '../i18n/use-t.ts';
import { deviceActions } from '../store/device-slice.ts';
import { useAppDispatch, useAppSelector } from '../store/store.ts';

/** Fills the persisted cookiePermissions; shown until the reader answers, once the device's memory is read. */
export function CookieBanner() {
  const t = useT();
  const answered = useAppSelector((state) => state.device.cookiePermissions !== null);
  const dispatch = useAppDispatch();
  const [restored, setRestored] = useState(false);
  useEffect(() => setRestored(true), []);
  if (answered || !restored) return null;
  return (
    <aside className="cookie-banner" aria-label={t('cookies.text')}>
      <p>{t('cookies.text')}</p>
      <div className="cookie-banner__actions">
        <button
          type="button"
          className="button button--small"
          onClick={() => dispatch(deviceActions.answeredCookies({ audience: true }))}
        >
          {t('cookies.accept')}
        </button>
        <button
          type="button"
          className="button button--small button--quiet"
          onClick={() => dispatch(deviceActions.answeredCookies({ audience: false }))}
        >
          {t('cookies.essential')}
        </button>
      </div>
    </aside>
  );
}
