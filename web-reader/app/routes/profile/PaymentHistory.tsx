import { useFormats } from '../../components/use-formats.ts';
import { useErrorText, useT } from '../../i18n/use-t.ts';
import type { SubscriptionTabData } from './subscription-data.server.ts';
import { usePlanName } from './use-plan-name.ts';

/** Spec §2 transaction history: the reader's own payments, newest first, each paid or failed with its reason. */
export function PaymentHistory({ payments }: { payments: SubscriptionTabData['payments'] }) {
  const t = useT();
  const errorText = useErrorText();
  const { euros } = useFormats();
  const planName = usePlanName();
  return (
    <section aria-labelledby="payment-history-title">
      <h3 id="payment-history-title">{t('profile.subscriptions.history')}</h3>
      {payments.length === 0 ? (
        <p>{t('profile.subscriptions.historyEmpty')}</p>
      ) : (
        <ul className="payment-list">
          {payments.map((payment) => (
            <li key={payment.id}>
              <span>{payment.date}</span>
              <span>
                {t('profile.subscriptions.option', {
                  ...planName(payment.plan, payment.period),
                  amount: euros(payment.amountCents),
                })}
              </span>
              <span className={payment.status === 'paid' ? undefined : 'field-error'}>
                {payment.status === 'paid'
                  ? t('profile.subscriptions.paid')
                  : t('profile.subscriptions.failed', {
                      reason: errorText(payment.failureReason ?? 'SOMETHING_WENT_WRONG'),
                    })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
