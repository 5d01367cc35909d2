import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';

/** Why a content shows its first block alone: the month's free readings are used up, or it is Premium's. */
export type LockReason = 'meter' | 'premium';

/**
 * Spec §2's subscribe modal, over a locked content's teaser: the way on is the subscriptions, and for a visitor
 * registering (past the free readings, spec §4) or signing in (a subscriber on another device). Rendered by the
 * server, so it works without scripts.
 *
 * Past the free readings it is a dialog rendered open, which its `dialog` form closes without scripts and which
 * turns modal with them (focus kept inside, Escape closes it, focus given back to the page). A Premium-only content
 * stays Premium's however the reader goes about it, so its offer is a panel after the teaser that leaves the page
 * free to read and move around. One component for both keeps the article page's scripts within their budget.
 */
export function SubscribeOffer({ reason, signedIn }: { reason: LockReason; signedIn: boolean }) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog?.open) return;
    dialog.close();
    dialog.showModal();
  }, []);
  const premium = reason === 'premium';
  // A visitor past the free readings is first asked to register; the subscriptions are the offer's button otherwise.
  const registerFirst = !premium && !signedIn;
  const offer = (
    <>
      <h2 id="lock-title">{t(premium ? 'content.premium.title' : 'content.meter.title')}</h2>
      <p id="lock-text">
        {t(premium ? 'content.premium.text' : signedIn ? 'subscribe.text' : 'freemium.register')}
      </p>
      <p className="modal__actions">
        {registerFirst ? (
          <Link to="/register" className="button">
            {t('visitor.register')}
          </Link>
        ) : null}
        <Link to="/profile?t=subscriptions" className={registerFirst ? undefined : 'button'}>
          {t(premium ? 'content.premium.go' : 'subscribe.go')}
        </Link>
        {premium && !signedIn ? <Link to="/login">{t('content.premium.signIn')}</Link> : null}
      </p>
    </>
  );
  if (premium)
    return (
      <section className="premium-offer" aria-labelledby="lock-title">
        {offer}
      </section>
    );
  return (
    <>
      <dialog
        ref={ref}
        open
        className="modal meter-lock"
        aria-labelledby="lock-title"
        aria-describedby="lock-text"
      >
        {offer}
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
