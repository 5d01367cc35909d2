import { useEffect } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { Field, fieldError, FormStatus } from './form-parts.tsx';
import type { ProfileActionResult } from './profile-result.ts';
import { StripeSubscribeForm } from './StripeSubscribeForm.tsx';
import { CardOwnerField, keptOf, PlanChoice, type Plans } from './subscribe-parts.tsx';
import type { SubscriptionTabData } from './subscription-data.server.ts';
import { TabForm } from './TabForm.tsx';

const CARD_FIELDS = ['card_owner', 'card_number', 'exp_month', 'exp_year', 'cvc'] as const;

/** The card's short numeric fields, side by side where the screen allows. */
const SHORT_FIELDS = [
  { name: 'exp_month', label: 'profile.subscriptions.expMonth', autoComplete: 'cc-exp-month', maxLength: 2 },
  { name: 'exp_year', label: 'profile.subscriptions.expYear', autoComplete: 'cc-exp-year', maxLength: 4 },
  { name: 'cvc', label: 'profile.subscriptions.cvc', autoComplete: 'cc-csc', maxLength: 4 },
] as const;

/** The fields a refused form shows empty again, as the server renders them without scripts. */
const NEVER_KEPT = ['profile-card_number', 'profile-cvc'];

/**
 * The card typed into the page's own fields, for the local test gateway: one plain form, the server saves the
 * card, then subscribes. A refused form comes back with the plan and the owner's name chosen again; the card
 * number and the CVC always come back empty.
 */
function FieldsSubscribeForm({ plans, result }: { plans: Plans; result: ProfileActionResult | undefined }) {
  const t = useT();
  const kept = keptOf(result);
  const error = (field: string) => fieldError(result, 'subscribe', field);
  // With scripts the page is not rendered again, so what was typed would stay: the card is emptied here too.
  useEffect(() => {
    if (!kept) return;
    for (const id of NEVER_KEPT) {
      const input = document.getElementById(id);
      if (input instanceof HTMLInputElement) input.value = '';
    }
  }, [kept]);
  return (
    <TabForm tab="subscriptions" intent="subscribe" submit={t('profile.subscriptions.subscribe')}>
      <PlanChoice plans={plans} result={result} />
      <fieldset className="card-fields">
        <legend>{t('profile.subscriptions.card')}</legend>
        <CardOwnerField result={result} />
        <Field
          name="card_number"
          label={t('profile.subscriptions.cardNumber')}
          autoComplete="cc-number"
          inputMode="numeric"
          dir="ltr"
          maxLength={23}
          required
          error={error('card_number')}
        />
        <div className="card-fields__row">
          {SHORT_FIELDS.map(({ name, label, autoComplete, maxLength }) => (
            <Field
              key={name}
              name={name}
              label={t(label)}
              autoComplete={autoComplete}
              inputMode="numeric"
              dir="ltr"
              maxLength={maxLength}
              required
              error={error(name)}
            />
          ))}
        </div>
      </fieldset>
      <FormStatus result={result} intent="subscribe" fields={['plan', ...CARD_FIELDS]} />
    </TabForm>
  );
}

/**
 * The plan choice and the card it is paid with, taken the way the API says (`GET /payments/card-entry`): the
 * page's own card fields with the local test gateway, Stripe's Card Element with Stripe.
 */
export function SubscribeForm({
  plans,
  cardEntry,
  result,
}: {
  plans: Plans;
  cardEntry: NonNullable<SubscriptionTabData['cardEntry']>;
  result: ProfileActionResult | undefined;
}) {
  return cardEntry.card_entry === 'stripe' ? (
    <StripeSubscribeForm plans={plans} publishableKey={cardEntry.publishable_key} result={result} />
  ) : (
    <FieldsSubscribeForm plans={plans} result={result} />
  );
}
