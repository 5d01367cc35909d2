import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';

/**
 * Past the month's free readings: over the teaser, a visitor is asked to register or subscribe, a signed-in reader
 * to subscribe. Rendered open by the server, so it shows and closes (a `dialog` form) without scripts; with them it
 * turns modal, which keeps focus inside, closes on Escape and gives focus back to the page.
 */
export function MeterLock({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog?.open) return;
    dialog.close();
    dialog.showModal();
  }, []);
  return (
    <>
      <dialog
        ref={ref}
        open
        className="modal meter-lock"
        aria-labelledby="meter-lock-title"
        aria-describedby="meter-lock-text"
      >
        <h2 id="meter-lock-title">{t('content.meter.title')}</h2>
        <p id="meter-lock-text">{t(signedIn ? 'subscribe.text' : 'freemium.register')}</p>
        <p className="modal__actions">
          {signedIn ? null : (
            <Link to="/register" className="button">
              {t('visitor.register')}
            </Link>
          )}
          <Link to="/profile?t=1" className={signedIn ? 'button' : undefined}>
            {t('subscribe.go')}
          </Link>
        </p>
        <form method="dialog">
          <button type="submit" className="modal__close icon-button" aria-label={t('visitor.close')}>
            ×
          </button>
        </form>
      </dialog>
      <div className="meter-lock__shade" />
    </>
  );
}
