import type { MouseEvent } from 'react';
import { useT } from '../i18n/use-t.ts';
import { deviceActions } from '../store/device-slice.ts';
import { useAppDispatch, useAppSelector } from '../store/store.ts';
import { BannerForm } from './BannerForm.tsx';
import { rememberConsent } from './banner-choices.ts';

/** The banner's two answers: everything, or only the cookies the site cannot work without. */
const CHOICES = [
  { consent: 'all', audience: true, className: 'button button--small', label: 'cookies.accept' },
  {
    consent: 'essential',
    audience: false,
    className: 'button button--small button--quiet',
    label: 'cookies.essential',
  },
] as const;

/**
 * Fills the persisted cookiePermissions (and its cookie, which the server reads); shown until the reader answers.
 * Its buttons post a plain form until the scripts have taken over, so a tap on a slow phone is never lost.
 */
export function CookieBanner() {
  const t = useT();
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
      <BannerForm className="cookie-banner__actions">
        {CHOICES.map(({ consent, audience, className, label }) => (
          <button
            key={consent}
            type="submit"
            name="consent"
            value={consent}
            className={className}
            onClick={(event) => answer(event, audience)}
          >
            {t(label)}
          </button>
        ))}
      </BannerForm>
    </aside>
  );
}
