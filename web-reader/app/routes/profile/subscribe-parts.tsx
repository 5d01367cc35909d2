import { useFormats } from '../../components/use-formats.ts';
import { useErrorText, useT } from '../../i18n/use-t.ts';
import { Field, fieldError } from './form-parts.tsx';
import type { Intent, ProfileActionResult, SubscribeKept } from './profile-result.ts';
import type { SubscriptionTabData } from './subscription-data.server.ts';
import { usePlanName } from './use-plan-name.ts';

export type Plans = SubscriptionTabData['plans'];

/** What a refused subscription form keeps: the plan and the owner's name, never the card. */
export function keptOf(result: ProfileActionResult | undefined): SubscribeKept | undefined {
  return result?.intent === 'subscribe' && 'kept' in result ? result.kept : undefined;
}

/**
 * The priced plans as radio buttons, the one chosen before a refusal checked again. `intent` names the form they
 * sit in: subscribing (the default, its first plan checked) or a subscriber's change of plan, where none is
 * checked until the reader picks one, so a stray tap on its button changes nothing.
 */
export function PlanChoice({
  plans,
  result,
  intent = 'subscribe',
  legend,
}: {
  plans: Plans;
  result: ProfileActionResult | undefined;
  intent?: Extract<Intent, 'subscribe' | 'change-plan'>;
  legend?: string;
}) {
  const t = useT();
  const errorText = useErrorText();
  const { euros } = useFormats();
  const planName = usePlanName();
  const kept = keptOf(result);
  const planError = fieldError(result, intent, 'plan');
  const errorId = intent === 'subscribe' ? 'profile-plan-error' : 'change-plan-error';
  return (
    <fieldset aria-describedby={planError ? errorId : undefined}>
      <legend>{legend ?? t('profile.subscriptions.choose')}</legend>
      <div className="plan-choice">
        {plans.map((plan, index) => (
          <label key={plan.id} className="inline plan-choice__option">
            <input
              type="radio"
              name="plan"
              value={plan.id}
              required
              defaultChecked={kept ? kept.plan === plan.id : intent === 'subscribe' && index === 0}
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
        <p id={errorId} className="field-error" role="alert">
          {errorText(planError)}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The name on the card, which Stripe keeps with the card and a refused form shows again. */
export function CardOwnerField({ result }: { result: ProfileActionResult | undefined }) {
  const t = useT();
  return (
    <Field
      name="card_owner"
      label={t('profile.subscriptions.cardOwner')}
      autoComplete="cc-name"
      dir="auto"
      maxLength={200}
      required
      defaultValue={keptOf(result)?.card_owner}
      error={fieldError(result, 'subscribe', 'card_owner')}
    />
  );
}
