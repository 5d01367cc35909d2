import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import type { User } from '../../server/root-data.server.ts';
import { FormStatus, SavedNote } from './form-parts.tsx';
import { PaymentHistory } from './PaymentHistory.tsx';
import type { ProfileActionResult, SubscriptionNow } from './profile-result.ts';
import { SubscribeForm } from './SubscribeForm.tsx';
import type { SubscriptionTabData } from './subscription-data.server.ts';
import { TabForm } from './TabForm.tsx';
import { usePlanName } from './use-plan-name.ts';

/** The plan, its end date and whether it renews, with the form that turns auto-renew off while it is on. */
function CurrentSubscription({
  subscription,
  result,
}: {
  subscription: SubscriptionNow;
  result: ProfileActionResult | undefined;
}) {
  const t = useT();
  const planName = usePlanName();
  const { end, autoRenew } = subscription;
  const renewal = autoRenew
    ? t('profile.subscriptions.renews', { date: end })
    : t('profile.subscriptions.endsOn', { date: end });
  return (
    <>
      <p className="subscription-state">
        {`${t('profile.subscriptions.current', planName(subscription.planId))} ${renewal}`}
      </p>
      {autoRenew ? (
        <TabForm tab="subscriptions" intent="cancel-subscription" submit={t('profile.subscriptions.cancel')}>
          <p className="field-hint">{t('profile.subscriptions.cancelHint', { date: end })}</p>
        </TabForm>
      ) : null}
      {result?.intent === 'cancel-subscription' && 'saved' in result ? (
        <SavedNote>{t('profile.subscriptions.cancelled')}</SavedNote>
      ) : (
        <FormStatus result={result} intent="cancel-subscription" fields={[]} />
      )}
    </>
  );
}

/**
 * My subscription (spec §4: active while subscription_id exists and its end is not past, which the loader
 * decided): the plan, its end date written by the server and whether it renews, or the plans and the card form.
 * Right after subscribing or cancelling, the payment call's own answer shows, whatever the account says yet.
 */
export function SubscriptionsTab({
  user,
  end,
  tab,
  result,
}: {
  user: User;
  end: string | null;
  tab: SubscriptionTabData;
  result: ProfileActionResult | undefined;
}) {
  const t = useT();
  const answered = result && 'saved' in result ? result.subscription : undefined;
  const held =
    tab.active && user.subscription_id && end
      ? { planId: user.subscription_id, end, autoRenew: tab.autoRenew }
      : undefined;
  const subscription = answered ?? held;
  return (
    <div className="stack">
      {result?.intent === 'subscribe' && 'saved' in result ? (
        <SavedNote>{t('profile.subscriptions.subscribed')}</SavedNote>
      ) : null}
      {subscription ? (
        <CurrentSubscription subscription={subscription} result={result} />
      ) : (
        <>
          <p className="subscription-state">{t('profile.subscriptions.none')}</p>
          {tab.plans.length > 0 && tab.cardEntry ? (
            <SubscribeForm plans={tab.plans} cardEntry={tab.cardEntry} result={result} />
          ) : (
            <p>{t('profile.subscriptions.noPlans')}</p>
          )}
        </>
      )}
      <PaymentHistory payments={tab.payments} />
      <p>
        <Link className="button button--quiet" to="/about-subscription">
          {t('profile.subscriptions.about')}
        </Link>
      </p>
    </div>
  );
}
