import { useT } from '../i18n/use-t.ts';
import { deviceActions } from '../store/device-slice.ts';
import { useAppDispatch, useAppSelector } from '../store/store.ts';
import { rememberConsent } from './banner-choices.ts';

/** Fills the persisted cookiePermissions (and its cookie, which the server reads); shown until the reader answers. */
export function CookieBanner() {
  const t = useT();
  const answered = useAppSelector((state) => state.device.cookiePermissions !== null);
  const dispatch = useAppDispatch();
  if (answered) return null;
  const answer = (audience: boolean) => {
    rememberConsent({ audience });
    dispatch(deviceActions.answeredCookies({ audience }));
  };
  return (
    <aside className="cookie-banner" aria-label={t('cookies.text')}>
      <p>{t('cookies.text')}</p>
      <div className="cookie-banner__actions">
        <button type="button" className="button button--small" onClick={() => answer(true)}>
          {t('cookies.accept')}
        </button>
        <button type="button" className="button button--small button--quiet" onClick={() => answer(false)}>
          {t('cookies.essential')}
        </button>
      </div>
    </aside>
  );
}
