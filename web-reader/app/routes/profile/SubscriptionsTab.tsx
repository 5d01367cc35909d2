import { Link } from 'react-router';
import { useFormats, useT } from '../../i18n/use-t.ts';
import type { User } from '../../server/root-data.server.ts';
import { hasActiveSubscription } from '../home/gate.ts';

/**
 * My subscription, as the account says (spec §4: active while subscription_id exists and its end is not past).
 * Payments are not open yet, so there is no payment form: the tab says so and links to the explanation.
 */
export function SubscriptionsTab({ user, now }: { user: User; now: string }) {
  const t = useT();
  const { date } = useFormats();
  const active = hasActiveSubscription(user, new Date(now));
  return (
    <div className="stack">
      <p className="subscription-state">
        {!active
          ? t('profile.subscriptions.none')
          : user.subscription_end
            ? t('profile.subscriptions.activeUntil', { date: date(user.subscription_end) })
            : t('profile.subscriptions.active')}
      </p>
      <p>{t('profile.subscriptions.paymentsLater')}</p>
      <p>
        <Link className="button button--quiet" to="/about-subscription">
          {t('profile.subscriptions.about')}
        </Link>
      </p>
    </div>
  );
}
