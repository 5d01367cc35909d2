import { z } from 'zod';
import { defineEvent, type EventsOf } from '../core/event-definition.ts';
import { periodNotPast } from './active.ts';
import { periods, plans, type Period, type Plan } from './plan-id.ts';

const instant = z.iso.datetime({ offset: true });

export const subscriptionStream = (userId: string) => `subscription-${userId}`;

export const paymentFailureReasons = [
  'CARD_DECLINED',
  'INCORRECT_CVC',
  'EXPIRED_CARD',
  'INCORRECT_CARD_NUMBER',
  'CARD_PROCESSING_ERROR',
  'PAYMENT_NOT_ACCEPTED',
] as const;

const offer = { plan: z.enum(plans), period: z.enum(periods), amountCents: z.number().int().nonnegative() };

export const SubscriptionRequested = defineEvent(
  'SubscriptionRequested',
  z.object({ userId: z.string(), subscriptionId: z.string(), ...offer, requestedAt: instant }),
);
export const SubscriptionActivated = defineEvent(
  'SubscriptionActivated',
  z.object({
    subscriptionId: z.string(),
    paymentId: z.string(),
    periodEnd: instant,
    activatedAt: instant,
    /** The payment provider's id of the subscription, which renewals and cancelling name. */
    providerSubscriptionId: z.string().optional(),
  }),
);
/** A renewal paid: the access runs to the new period end. */
export const SubscriptionPaid = defineEvent(
  'SubscriptionPaid',
  z.object({
    subscriptionId: z.string(),
    paymentId: z.string(),
    amountCents: z.number().int().nonnegative(),
    periodEnd: instant,
    paidAt: instant,
  }),
);
export const PaymentFailed = defineEvent(
  'PaymentFailed',
  z.object({ subscriptionId: z.string(), reason: z.enum(paymentFailureReasons), failedAt: instant }),
);
export const AutoRenewTurnedOff = defineEvent(
  'AutoRenewTurnedOff',
  z.object({ subscriptionId: z.string(), turnedOffAt: instant }),
);
export const SubscriptionExpired = defineEvent(
  'SubscriptionExpired',
  z.object({ subscriptionId: z.string(), expiredAt: instant }),
);
export const SubscriptionChangeRequested = defineEvent(
  'SubscriptionChangeRequested',
  z.object({ subscriptionId: z.string(), changeId: z.string(), ...offer, requestedAt: instant }),
);
/**
 * The provider moved the subscription to the requested plan: it renews at `amountCents` from now on, and its
 * new period ends at `periodEnd`. What the change itself cost is a `SubscriptionPaid` of its own.
 */
export const SubscriptionChangeAccepted = defineEvent(
  'SubscriptionChangeAccepted',
  z.object({
    subscriptionId: z.string(),
    changeId: z.string(),
    ...offer,
    periodEnd: instant,
    acceptedAt: instant,
  }),
);
/** The provider refused the change (its charge failed, for `reason`): the subscription stays as it was. */
export const SubscriptionChangeRefused = defineEvent(
  'SubscriptionChangeRefused',
  z.object({
    subscriptionId: z.string(),
    changeId: z.string(),
    reason: z.enum(paymentFailureReasons).optional(),
    refusedAt: instant,
  }),
);

/** The reader's customer at the payment provider: one per reader, made before their first card is saved. */
export const PaymentCustomerCreated = defineEvent(
  'PaymentCustomerCreated',
  z.object({ userId: z.string(), customerId: z.string(), createdAt: instant }),
);
/** A card the provider checked and keeps for the reader: its id, brand and last four digits, never its number. */
export const PaymentCardSaved = defineEvent(
  'PaymentCardSaved',
  z.object({
    userId: z.string(),
    paymentMethodId: z.string(),
    brand: z.string(),
    last4: z.string().regex(/^\d{0,4}$/),
    savedAt: instant,
  }),
);

export const subscriptionEventDefinitions = [
  SubscriptionRequested,
  SubscriptionActivated,
  SubscriptionPaid,
  PaymentFailed,
  AutoRenewTurnedOff,
  SubscriptionExpired,
  SubscriptionChangeRequested,
  SubscriptionChangeAccepted,
  SubscriptionChangeRefused,
  PaymentCustomerCreated,
  PaymentCardSaved,
] as const;

export type SubscriptionEvent = EventsOf<typeof subscriptionEventDefinitions>;

interface Current {
  readonly subscriptionId: string;
  readonly plan: Plan;
  readonly period: Period;
  readonly paymentIds: ReadonlySet<string>;
}

/** What the payment provider keeps for the reader, whatever their subscription's state. */
interface Wallet {
  readonly customerId?: string;
  readonly paymentMethodId?: string;
}

export type SubscriptionState = Wallet &
  (
    | { readonly status: 'none' }
    | (Current & { readonly status: 'pending'; readonly amountCents: number })
    | (Current & {
        readonly status: 'active';
        readonly periodEnd: string;
        readonly autoRenew: boolean;
        readonly providerSubscriptionId?: string;
        readonly pendingChange: {
          readonly changeId: string;
          readonly plan: Plan;
          readonly period: Period;
          readonly amountCents: number;
        } | null;
      })
    /** The first payment was refused: a new request may follow. */
    | (Current & { readonly status: 'failed' })
    | (Current & { readonly status: 'expired' })
  );

export const initialSubscriptionState = (): SubscriptionState => ({ status: 'none' });

/** Spec §4: active when a subscription exists and its end date is not past. */
export function isSubscriptionActive(state: SubscriptionState, now: string): boolean {
  return state.status === 'active' && periodNotPast(state.periodEnd, now);
}

export function evolveSubscription(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  switch (event.type) {
    case 'SubscriptionRequested': {
      const { subscriptionId, plan, period, amountCents } = event.data;
      const paymentIds = state.status === 'none' ? new Set<string>() : state.paymentIds;
      const { customerId, paymentMethodId } = state;
      return {
        customerId,
        paymentMethodId,
        status: 'pending',
        subscriptionId,
        plan,
        period,
        amountCents,
        paymentIds,
      };
    }
    case 'SubscriptionActivated':
      if (state.status !== 'pending' && state.status !== 'failed') return state;
      return {
        ...state,
        status: 'active',
        periodEnd: event.data.periodEnd,
        autoRenew: true,
        providerSubscriptionId: event.data.providerSubscriptionId,
        pendingChange: null,
        paymentIds: new Set([...state.paymentIds, event.data.paymentId]),
      };
    case 'SubscriptionPaid':
      if (state.status !== 'active') return state;
      return {
        ...state,
        periodEnd: event.data.periodEnd,
        paymentIds: new Set([...state.paymentIds, event.data.paymentId]),
      };
    case 'AutoRenewTurnedOff':
      return state.status === 'active' ? { ...state, autoRenew: false } : state;
    case 'SubscriptionExpired':
      return state.status === 'active' ? { ...state, status: 'expired' } : state;
    case 'SubscriptionChangeRequested': {
      if (state.status !== 'active') return state;
      const { changeId, plan, period, amountCents } = event.data;
      return { ...state, pendingChange: { changeId, plan, period, amountCents } };
    }
    case 'SubscriptionChangeAccepted': {
      if (state.status !== 'active') return state;
      const { plan, period, periodEnd } = event.data;
      return { ...state, plan, period, periodEnd, pendingChange: null };
    }
    case 'SubscriptionChangeRefused':
      return state.status === 'active' ? { ...state, pendingChange: null } : state;
    case 'PaymentFailed':
      return state.status === 'pending' ? { ...state, status: 'failed' } : state;
    case 'PaymentCustomerCreated':
      return { ...state, customerId: event.data.customerId };
    case 'PaymentCardSaved':
      return { ...state, paymentMethodId: event.data.paymentMethodId };
  }
}
