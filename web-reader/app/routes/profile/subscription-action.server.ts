import { actionsCalls, authCalls } from '@afrimedia/contracts';
import { data } from 'react-router';
import { dateText } from '../../i18n/dates.server.ts';
import { ApiError, type ApiClient } from '../../server/api.server.ts';
import type { ProfileActionResult, SubscribeKept, SubscriptionNow } from './profile-result.ts';

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

const subscriptionNow = (
  lang: string,
  answer: { subscription_id: string; subscription_end: string; auto_renew: boolean },
): SubscriptionNow => ({
  planId: answer.subscription_id,
  end: dateText(lang, answer.subscription_end),
  autoRenew: answer.auto_renew,
});

/** An empty field is a missing one, which the API names in its refusal. */
const given = (value: string) => value || undefined;

/** Card numbers are typed in groups; the API takes the digits. */
const digits = (value: string) => given(value.replace(/[\s-]/g, ''));

/**
 * The card as the form sent it: the payment method Stripe.js made in the browser (the name on the card went to
 * Stripe with it), or the page's own card fields, which only the local test gateway takes.
 */
function cardOf(form: FormData, kept: SubscribeKept) {
  const paymentMethod = given(text(form, 'payment_method'));
  if (paymentMethod) return { payment_method: paymentMethod };
  return {
    card_owner: given(kept.card_owner),
    card_number: digits(text(form, 'card_number')),
    exp_month: given(text(form, 'exp_month')),
    exp_year: given(text(form, 'exp_year')),
    cvc: given(text(form, 'cvc')),
  };
}

/**
 * Saves the card, then subscribes to the chosen plan id. A refusal keeps the plan and the owner's name for the
 * form shown again, never the card number or the CVC: they go to the API and nowhere else.
 */
export async function subscribeWithCard(api: ApiClient, lang: string, form: FormData) {
  const kept: SubscribeKept = { plan: text(form, 'plan'), card_owner: text(form, 'card_owner') };
  try {
    // Checked before the card is saved, so a form without a plan changes nothing.
    if (!kept.plan) throw new ApiError(400, 'FIELDS_REQUIRED', '', 'plan');
    const { id } = await api.call(authCalls.user);
    await api.call(actionsCalls.paymentCustomer, { body: { user_id: id, ...cardOf(form, kept) } });
    const subscribed = await api.call(actionsCalls.paymentSubscription, {
      body: { user_id: id, subscription_id: kept.plan },
    });
    return {
      intent: 'subscribe',
      saved: true,
      subscription: subscriptionNow(lang, subscribed),
    } satisfies ProfileActionResult;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data<ProfileActionResult>(
      {
        intent: 'subscribe',
        error: { code: error.code, ...(error.field ? { field: error.field } : {}) },
        kept,
      },
      { status: error.status },
    );
  }
}

/**
 * A subscriber moves to another plan with the card on file (spec §4: a change request, accepted or refused): the
 * payment call charges the difference now, and its answer is the subscription as it stands after the change.
 */
export async function changePlan(api: ApiClient, lang: string, form: FormData): Promise<ProfileActionResult> {
  const plan = text(form, 'plan');
  if (!plan) throw new ApiError(400, 'FIELDS_REQUIRED', '', 'plan');
  const { id } = await api.call(authCalls.user);
  const changed = await api.call(actionsCalls.paymentSubscription, {
    body: { user_id: id, subscription_id: plan },
  });
  return { intent: 'change-plan', saved: true, subscription: subscriptionNow(lang, changed) };
}

/** Turns auto-renew off for the plan the account holds; the access lasts to the end date already paid. */
export async function cancelAutoRenew(api: ApiClient, lang: string): Promise<ProfileActionResult> {
  const user = await api.call(authCalls.user);
  if (!user.subscription_id) throw new ApiError(404, 'NOT_FOUND', '');
  const cancelled = await api.call(actionsCalls.paymentCancel, {
    params: { userId: user.id, subscriptionId: user.subscription_id },
  });
  return { intent: 'cancel-subscription', saved: true, subscription: subscriptionNow(lang, cancelled) };
}
