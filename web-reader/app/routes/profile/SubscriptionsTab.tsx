import { hasActiveSubscription } from '@afrimedia/domain/subscription';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import type { User } from '../../server/root-data.server.ts';

/**
 * My subscription, as the account says (spec §4: active while subscription_id exists and its end is not past),
 * with `end`, the day it ends as the page writes it. Payments are not open yet, so there is no payment form: the
 * tab says so and links to the explanation.
 */
export function SubscriptionsTab({ user, now, end }: { user: User; now: string; end: string | null }) {
  const t = useT();
  const active = hasActiveSubscription(user, new Date(now));
  return (
    <div className="stack">
      <p className="subscription-state">
        {!active
          ? t('profile.subscriptions.none')
          : end
            ? t('profile.subscriptions.activeUntil', { date: end })
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
