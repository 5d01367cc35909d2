import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../i18n/use-t.ts';
import { deviceActions } from '../store/device-slice.ts';
import { useAppDispatch, useAppSelector } from '../store/store.ts';
import { rememberConsent } from './banner-choices.ts';

/**
 * Fills the persisted cookiePermissions (and its cookie, which the server reads); shown until the reader answers.
 * Its buttons post a plain form until the scripts have taken over, so a tap on a slow phone is never lost.
 */
export function CookieBanner() {
  const t = useT();
  const { pathname, search } = useLocation();
  const answered = useAppSelector((state) => state.device.cookiePermissions !== null);
  const dispatch = useAppDispatch();
  if (answered) return null;
  const answer = (event: MouseEvent, audience: boolean) => {
    event.preventDefault();
    rememberConsent({ audience });
    dispatch(deviceActions.answeredCookies({ audience }));
  };
  return (
    <aside className="cookie-banner" aria-label={t('cookies.text')}>
      <p>{t('cookies.text')}</p>
      <form method="post" action="/settings/banners" className="cookie-banner__actions">
        <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
        <button
          type="submit"
          name="consent"
          value="all"
          className="button button--small"
          onClick={(event) => answer(event, true)}
        >
          {t('cookies.accept')}
        </button>
        <button
          type="submit"
          name="consent"
          value="essential"
          className="button button--small button--quiet"
          onClick={(event) => answer(event, false)}
        >
          {t('cookies.essential')}
        </button>
      </form>
    </aside>
  );
}
