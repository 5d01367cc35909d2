import type { Command, Decider, Decision } from '../core/decider.ts';
import { reject } from '../core/domain-error.ts';
import {
  evolveSubscription,
  initialSubscriptionState,
  isSubscriptionActive,
  type SubscriptionEvent,
  type SubscriptionState,
} from './subscription.ts';
import type { Period, Plan } from './plan-id.ts';

type FailureReason = Extract<SubscriptionEvent, { type: 'PaymentFailed' }>['data']['reason'];

export type RequestSubscription = Command<
  'RequestSubscription',
  { userId: string; subscriptionId: string; plan: Plan; period: Period; amountCents: number }
>;
/** The payment provider confirmed the first payment (webhooks may repeat it). */
export type ActivateSubscription = Command<
  'ActivateSubscription',
  { subscriptionId: string; paymentId: string; periodEnd: string; providerSubscriptionId?: string }
>;
export type RecordRenewalPayment = Command<
  'RecordRenewalPayment',
  { subscriptionId: string; paymentId: string; amountCents: number; periodEnd: string }
>;
export type RecordPaymentFailure = Command<
  'RecordPaymentFailure',
  { subscriptionId: string; reason: FailureReason }
>;
/** Unsubscribing (spec §4): auto-renew off, access kept until the end date. */
export type TurnOffAutoRenew = Command<'TurnOffAutoRenew', { subscriptionId: string }>;
export type ExpireSubscription = Command<'ExpireSubscription', { subscriptionId: string }>;
export type RequestSubscriptionChange = Command<
  'RequestSubscriptionChange',
  { subscriptionId: string; changeId: string; plan: Plan; period: Period; amountCents: number }
>;
/**
 * The provider's answer to a change: accepted, with the charge it took (its invoice id and amount) and the new
 * period's end, or refused for a card's reason.
 */
export type AnswerSubscriptionChange = Command<
  'AnswerSubscriptionChange',
  { subscriptionId: string; changeId: string } & (
    | { accepted: true; paymentId: string; chargedCents: number; periodEnd: string }
    | { accepted: false; reason?: FailureReason }
  )
>;

/** The reader's customer at the payment provider; the first one recorded stays theirs. */
export type RecordPaymentCustomer = Command<'RecordPaymentCustomer', { userId: string; customerId: string }>;
/** A card the provider checked, by its provider id: the card number never reaches the domain. */
export type SaveCard = Command<
  'SaveCard',
  { userId: string; paymentMethodId: string; brand: string; last4: string }
>;

export type SubscriptionCommand =
  | RequestSubscription
  | ActivateSubscription
  | RecordRenewalPayment
  | RecordPaymentFailure
  | TurnOffAutoRenew
  | ExpireSubscription
  | RequestSubscriptionChange
  | AnswerSubscriptionChange
  | RecordPaymentCustomer
  | SaveCard;

function requestSubscription(
  command: RequestSubscription,
  state: SubscriptionState,
): Decision<SubscriptionEvent> {
  if (state.status === 'pending' || isSubscriptionActive(state, command.metadata.now)) {
    return reject('INVALID_STATE_TRANSITION');
  }
  const { userId, subscriptionId, plan, period, amountCents } = command.data;
  return [
    {
      type: 'SubscriptionRequested',
      data: { userId, subscriptionId, plan, period, amountCents, requestedAt: command.metadata.now },
    },
  ];
}

function activate(command: ActivateSubscription, state: SubscriptionState): Decision<SubscriptionEvent> {
  const { subscriptionId, paymentId, periodEnd, providerSubscriptionId } = command.data;
  if (state.status !== 'none' && state.paymentIds.has(paymentId)) return [];
  // A first payment refused and then paid (the reader settled the invoice) activates all the same.
  const awaiting = state.status === 'pending' || state.status === 'failed';
  if (!awaiting || state.subscriptionId !== subscriptionId) return reject('INVALID_STATE_TRANSITION');
  if (Date.parse(periodEnd) <= Date.parse(command.metadata.now)) return reject('INVALID_STATE_TRANSITION');
  return [
    {
      type: 'SubscriptionActivated',
      data: {
        subscriptionId,
        paymentId,
        periodEnd,
        activatedAt: command.metadata.now,
        ...(providerSubscriptionId === undefined ? {} : { providerSubscriptionId }),
      },
    },
  ];
}

function recordRenewal(command: RecordRenewalPayment, state: SubscriptionState): Decision<SubscriptionEvent> {
  const { subscriptionId, paymentId, amountCents, periodEnd } = command.data;
  if (state.status !== 'none' && state.paymentIds.has(paymentId)) return [];
  if (state.status !== 'active' || state.subscriptionId !== subscriptionId)
    return reject('INVALID_STATE_TRANSITION');
  // Payments may be told out of order: an older one is still recorded, and never moves the end date back.
  const end = Date.parse(periodEnd) > Date.parse(state.periodEnd) ? periodEnd : state.periodEnd;
  return [
    {
      type: 'SubscriptionPaid',
      data: { subscriptionId, paymentId, amountCents, periodEnd: end, paidAt: command.metadata.now },
    },
  ];
}

function recordFailure(command: RecordPaymentFailure, state: SubscriptionState): Decision<SubscriptionEvent> {
  const { subscriptionId, reason } = command.data;
  if (state.status === 'none' || state.subscriptionId !== subscriptionId) return reject('NOT_FOUND');
  return [{ type: 'PaymentFailed', data: { subscriptionId, reason, failedAt: command.metadata.now } }];
}

function turnOffAutoRenew(command: TurnOffAutoRenew, state: SubscriptionState): Decision<SubscriptionEvent> {
  if (state.status !== 'active' || state.subscriptionId !== command.data.subscriptionId) {
    return reject('INVALID_STATE_TRANSITION');
  }
  if (!state.autoRenew) return [];
  return [
    {
      type: 'AutoRenewTurnedOff',
      data: { subscriptionId: state.subscriptionId, turnedOffAt: command.metadata.now },
    },
  ];
}

function expire(command: ExpireSubscription, state: SubscriptionState): Decision<SubscriptionEvent> {
  if (state.status === 'expired') return [];
  if (state.status !== 'active' || state.subscriptionId !== command.data.subscriptionId) {
    return reject('INVALID_STATE_TRANSITION');
  }
  if (isSubscriptionActive(state, command.metadata.now)) return reject('INVALID_STATE_TRANSITION');
  return [
    {
      type: 'SubscriptionExpired',
      data: { subscriptionId: state.subscriptionId, expiredAt: command.metadata.now },
    },
  ];
}

function requestChange(
  command: RequestSubscriptionChange,
  state: SubscriptionState,
): Decision<SubscriptionEvent> {
  const { subscriptionId, changeId, plan, period, amountCents } = command.data;
  if (!isSubscriptionActive(state, command.metadata.now) || state.status !== 'active') {
    return reject('INVALID_STATE_TRANSITION');
  }
  if (state.subscriptionId !== subscriptionId || state.pendingChange)
    return reject('INVALID_STATE_TRANSITION');
  if (state.plan === plan && state.period === period) return reject('INVALID_STATE_TRANSITION');
  return [
    {
      type: 'SubscriptionChangeRequested',
      data: { subscriptionId, changeId, plan, period, amountCents, requestedAt: command.metadata.now },
    },
  ];
}

function answerChange(
  command: AnswerSubscriptionChange,
  state: SubscriptionState,
): Decision<SubscriptionEvent> {
  const { data, metadata } = command;
  const { subscriptionId, changeId } = data;
  if (state.status !== 'active' || state.pendingChange?.changeId !== changeId) return reject('NOT_FOUND');
  if (!data.accepted) {
    const reason = data.reason === undefined ? {} : { reason: data.reason };
    return [
      {
        type: 'SubscriptionChangeRefused',
        data: { subscriptionId, changeId, ...reason, refusedAt: metadata.now },
      },
    ];
  }
  const { plan, period, amountCents } = state.pendingChange;
  const { paymentId, chargedCents, periodEnd } = data;
  const accepted: SubscriptionEvent = {
    type: 'SubscriptionChangeAccepted',
    data: { subscriptionId, changeId, plan, period, amountCents, periodEnd, acceptedAt: metadata.now },
  };
  // The provider's webhook for the change's invoice may have been applied first: the charge is recorded once.
  if (state.paymentIds.has(paymentId)) return [accepted];
  return [
    accepted,
    {
      type: 'SubscriptionPaid',
      data: { subscriptionId, paymentId, amountCents: chargedCents, periodEnd, paidAt: metadata.now },
    },
  ];
}

function recordCustomer(
  command: RecordPaymentCustomer,
  state: SubscriptionState,
): Decision<SubscriptionEvent> {
  if (state.customerId !== undefined) return [];
  const { userId, customerId } = command.data;
  return [{ type: 'PaymentCustomerCreated', data: { userId, customerId, createdAt: command.metadata.now } }];
}

function saveCard(command: SaveCard, state: SubscriptionState): Decision<SubscriptionEvent> {
  if (state.customerId === undefined) return reject('INVALID_STATE_TRANSITION');
  if (state.paymentMethodId === command.data.paymentMethodId) return [];
  return [{ type: 'PaymentCardSaved', data: { ...command.data, savedAt: command.metadata.now } }];
}

export function decideSubscription(
  command: SubscriptionCommand,
  state: SubscriptionState,
): Decision<SubscriptionEvent> {
  switch (command.type) {
    case 'RequestSubscription':
      return requestSubscription(command, state);
    case 'ActivateSubscription':
      return activate(command, state);
    case 'RecordRenewalPayment':
      return recordRenewal(command, state);
    case 'RecordPaymentFailure':
      return recordFailure(command, state);
    case 'TurnOffAutoRenew':
      return turnOffAutoRenew(command, state);
    case 'ExpireSubscription':
      return expire(command, state);
    case 'RequestSubscriptionChange':
      return requestChange(command, state);
    case 'AnswerSubscriptionChange':
      return answerChange(command, state);
    case 'RecordPaymentCustomer':
      return recordCustomer(command, state);
    case 'SaveCard':
      return saveCard(command, state);
    default: {
      const _never: never = command;
      return _never;
    }
  }
}

export const subscriptionDecider: Decider<SubscriptionState, SubscriptionCommand, SubscriptionEvent> = {
  initialState: initialSubscriptionState,
  evolve: evolveSubscription,
  decide: decideSubscription,
};
