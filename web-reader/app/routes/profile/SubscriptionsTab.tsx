import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import type { User } from '../../server/root-data.server.ts';
import { FormStatus, SavedNote } from './form-parts.tsx';
import { PaymentHistory } from './PaymentHistory.tsx';
import type { ProfileActionResult, SubscriptionNow } from './profile-result.ts';
import { PlanChoice, type Plans } from './subscribe-parts.tsx';
import { SubscribeForm } from './SubscribeForm.tsx';
import type { SubscriptionTabData } from './subscription-data.server.ts';
import { TabForm } from './TabForm.tsx';
import { usePlanName } from './use-plan-name.ts';

/**
 * The other plans on sale, for a subscriber to move to with the card on file: the change is charged now, less
 * what is left of the current period, and a refusal shows the spec's message.
 */
function ChangePlan({ plans, result }: { plans: Plans; result: ProfileActionResult | undefined }) {
  const t = useT();
  return (
    <>
      <TabForm tab="subscriptions" intent="change-plan" submit={t('profile.subscriptions.change')}>
        <PlanChoice
          plans={plans}
          result={result}
          intent="change-plan"
          legend={t('profile.subscriptions.changeTo')}
        />
        <p className="field-hint">{t('profile.subscriptions.changeHint')}</p>
      </TabForm>
      {result?.intent === 'change-plan' && 'saved' in result ? (
        <SavedNote>{t('profile.subscriptions.changed')}</SavedNote>
      ) : (
        <FormStatus result={result} intent="change-plan" fields={['plan']} />
      )}
    </>
  );
}

/**
 * The plan, its end date and whether it renews, with the forms that change the plan and that turn auto-renew off
 * while it is on.
 */
function CurrentSubscription({
  subscription,
  plans,
  result,
}: {
  subscription: SubscriptionNow;
  plans: Plans;
  result: ProfileActionResult | undefined;
}) {
  const t = useT();
  const planName = usePlanName();
  const { end, autoRenew } = subscription;
  const others = plans.filter((plan) => plan.id !== subscription.planId);
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
      {others.length > 0 ? <ChangePlan plans={others} result={result} /> : null}
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
        <CurrentSubscription subscription={subscription} plans={tab.plans} result={result} />
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
