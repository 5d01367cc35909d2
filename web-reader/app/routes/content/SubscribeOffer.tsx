import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';

/** Why a content shows its first block alone: the month's free readings are used up, or it is Premium's. */
export type LockReason = 'meter' | 'premium';

/**
 * Over a locked content's teaser, the way on: the subscriptions, and for a visitor registering (past the free
 * readings) or signing in (a subscriber on another device). Rendered by the server, so it works without scripts.
 *
 * Past the free readings it is a dialog rendered open, which its `dialog` form closes without scripts and which
 * turns modal with them (focus kept inside, Escape closes it, focus given back to the page). A Premium-only content
 * stays Premium's however the reader goes about it, so its offer is a panel after the teaser that leaves the page
 * free to read and move around.
 */
export function SubscribeOffer({ reason, signedIn }: { reason: LockReason; signedIn: boolean }) {
  const t = useT();
  if (reason === 'meter')
    return (
      <MeterDialog
        title={t('content.meter.title')}
        text={t(signedIn ? 'subscribe.text' : 'freemium.register')}
      >
        <OfferActions reason={reason} signedIn={signedIn} />
      </MeterDialog>
    );
  return (
    <section className="premium-offer" aria-labelledby="premium-offer-title">
      <p className="premium-badge">{t('card.premium')}</p>
      <h2 id="premium-offer-title">{t('content.premium.title')}</h2>
      <p>{t('content.premium.text')}</p>
      <OfferActions reason={reason} signedIn={signedIn} />
    </section>
  );
}

const SUBSCRIPTIONS = '/profile?t=subscriptions';

function OfferActions({ reason, signedIn }: { reason: LockReason; signedIn: boolean }) {
  const t = useT();
  const subscribe = t(reason === 'premium' ? 'content.premium.go' : 'subscribe.go');
  // A visitor past the free readings is first asked to register; the subscriptions are the offer's button otherwise.
  const registerFirst = reason === 'meter' && !signedIn;
  return (
    <p className="modal__actions">
      {registerFirst ? (
        <Link to="/register" className="button">
          {t('visitor.register')}
        </Link>
      ) : null}
      <Link to={SUBSCRIPTIONS} className={registerFirst ? undefined : 'button'}>
        {subscribe}
      </Link>
      {reason === 'premium' && !signedIn ? <Link to="/login">{t('content.premium.signIn')}</Link> : null}
    </p>
  );
}

function MeterDialog({ title, text, children }: { title: string; text: string; children: ReactNode }) {
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
        <h2 id="meter-lock-title">{title}</h2>
        <p id="meter-lock-text">{text}</p>
        {children}
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
