import { useEffect } from 'react';
import { useErrorText, useFormats, useT } from '../../i18n/use-t.ts';
import { Field, fieldError, FormStatus } from './form-parts.tsx';
import type { ProfileActionResult } from './profile-result.ts';
import type { SubscriptionTabData } from './subscription-data.server.ts';
import { TabForm } from './TabForm.tsx';
import { usePlanName } from './use-plan-name.ts';

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
 * The plan choice and the card it is paid with, one plain form: the server saves the card, then subscribes. A
 * refused form comes back with the plan and the owner's name chosen again; the card number and the CVC always
 * come back empty.
 */
export function SubscribeForm({
  plans,
  result,
}: {
  plans: SubscriptionTabData['plans'];
  result: ProfileActionResult | undefined;
}) {
  const t = useT();
  const errorText = useErrorText();
  const { euros } = useFormats();
  const planName = usePlanName();
  const kept = result?.intent === 'subscribe' && 'kept' in result ? result.kept : undefined;
  const planError = fieldError(result, 'subscribe', 'plan');
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
      <fieldset aria-describedby={planError ? 'profile-plan-error' : undefined}>
        <legend>{t('profile.subscriptions.choose')}</legend>
        <div className="plan-choice">
          {plans.map((plan, index) => (
            <label key={plan.id} className="inline plan-choice__option">
              <input
                type="radio"
                name="plan"
                value={plan.id}
                required
                defaultChecked={kept ? kept.plan === plan.id : index === 0}
              />
              <span>
                {t('profile.subscriptions.option', {
                  ...planName(plan.plan, plan.period),
                  amount: euros(plan.amountCents),
                })}
              </span>
            </label>
          ))}
        </div>
        {planError ? (
          <p id="profile-plan-error" className="field-error" role="alert">
            {errorText(planError)}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="card-fields">
        <legend>{t('profile.subscriptions.card')}</legend>
        <Field
          name="card_owner"
          label={t('profile.subscriptions.cardOwner')}
          autoComplete="cc-name"
          dir="auto"
          maxLength={200}
          required
          defaultValue={kept?.card_owner}
          error={error('card_owner')}
        />
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
