import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import type { User } from '../../server/root-data.server.ts';
import { FormStatus, SavedNote } from './form-parts.tsx';
import { PaymentHistory } from './PaymentHistory.tsx';
import type { ProfileActionResult } from './profile-result.ts';
import { SubscribeForm } from './SubscribeForm.tsx';
import type { SubscriptionTabData } from './subscription-data.server.ts';
import { TabForm } from './TabForm.tsx';
import { usePlanName } from './use-plan-name.ts';

/**
 * My subscription (spec §4: active while subscription_id exists and its end is not past, which the loader
 * decided): the plan, its end date written by the server and whether it renews, or the plans and the card form.
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
  const planName = usePlanName();
  return (
    <div className="stack">
      {result?.intent === 'subscribe' && 'saved' in result ? (
        <SavedNote>{t('profile.subscriptions.subscribed')}</SavedNote>
      ) : null}
      {tab.active && user.subscription_id && end ? (
        <>
          <p className="subscription-state">
            {t('profile.subscriptions.current', planName(user.subscription_id))}{' '}
            {tab.autoRenew
              ? t('profile.subscriptions.renews', { date: end })
              : t('profile.subscriptions.endsOn', { date: end })}
          </p>
          {tab.autoRenew ? (
            <TabForm
              tab="subscriptions"
              intent="cancel-subscription"
              submit={t('profile.subscriptions.cancel')}
            >
              <p className="field-hint">{t('profile.subscriptions.cancelHint', { date: end })}</p>
            </TabForm>
          ) : null}
          {result?.intent === 'cancel-subscription' && 'saved' in result ? (
            <SavedNote>{t('profile.subscriptions.cancelled')}</SavedNote>
          ) : (
            <FormStatus result={result} intent="cancel-subscription" fields={[]} />
          )}
        </>
      ) : (
        <>
          <p className="subscription-state">{t('profile.subscriptions.none')}</p>
          {tab.plans.length > 0 ? (
            <SubscribeForm plans={tab.plans} result={result} />
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
