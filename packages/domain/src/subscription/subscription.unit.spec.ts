import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../core/decider-specification.ts';
import { subscriptionDecider, type SubscriptionCommand } from './decide.ts';
import {
  evolveSubscription,
  initialSubscriptionState,
  isSubscriptionActive,
  type SubscriptionEvent,
} from './subscription.ts';

const spec = deciderSpecification(subscriptionDecider);
const now = '2026-11-22T12:00:00.000Z';
const at = (when: string, command: Omit<SubscriptionCommand, 'metadata'>) =>
  ({ ...command, metadata: { now: when, actorId: 'u1' } }) as SubscriptionCommand;
const cmd = (command: Omit<SubscriptionCommand, 'metadata'>) => at(now, command);

const requested: SubscriptionEvent = {
  type: 'SubscriptionRequested',
  data: {
    userId: 'u1',
    subscriptionId: 's1',
    plan: 'basic',
    period: 'month',
    amountCents: 499,
    requestedAt: now,
  },
};
const activated: SubscriptionEvent = {
  type: 'SubscriptionActivated',
  data: { subscriptionId: 's1', paymentId: 'pay1', periodEnd: '2026-12-22T12:00:00.000Z', activatedAt: now },
};
const active = [requested, activated];
const renewal = cmd({
  type: 'RecordRenewalPayment',
  data: { subscriptionId: 's1', paymentId: 'pay2', amountCents: 499, periodEnd: '2027-01-22T12:00:00.000Z' },
});

describe('subscription', () => {
  it('requests a subscription, pending until the payment is confirmed', () => {
    spec
      .given([])
      .when(
        cmd({
          type: 'RequestSubscription',
          data: { userId: 'u1', subscriptionId: 's1', plan: 'basic', period: 'month', amountCents: 499 },
        }),
      )
      .then([requested]);
  });

  it('refuses a second request while one is pending or active', () => {
    const again = cmd({
      type: 'RequestSubscription',
      data: { userId: 'u1', subscriptionId: 's2', plan: 'premium', period: 'year', amountCents: 4999 },
    });
    spec.given([requested]).when(again).thenRejects('INVALID_STATE_TRANSITION');
    spec.given(active).when(again).thenRejects('INVALID_STATE_TRANSITION');
  });

  it('activates on the confirmed payment, and ignores the same payment confirmed again (webhook replay)', () => {
    const confirm = cmd({
      type: 'ActivateSubscription',
      data: { subscriptionId: 's1', paymentId: 'pay1', periodEnd: '2026-12-22T12:00:00.000Z' },
    });
    spec.given([requested]).when(confirm).then([activated]);
    spec.given(active).when(confirm).then([]);
  });

  it('is active while subscribed and the end date is not past (spec §4)', () => {
    const state = active.reduce(evolveSubscription, initialSubscriptionState());
    expect(isSubscriptionActive(state, now)).toBe(true);
    expect(isSubscriptionActive(state, '2026-12-22T12:00:00.000Z')).toBe(true);
    expect(isSubscriptionActive(state, '2026-12-22T12:00:01.000Z')).toBe(false);
    expect(
      isSubscriptionActive([requested].reduce(evolveSubscription, initialSubscriptionState()), now),
    ).toBe(false);
  });

  it('extends the access on a renewal payment, once per payment', () => {
    const paid: SubscriptionEvent = {
      type: 'SubscriptionPaid',
      data: {
        subscriptionId: 's1',
        paymentId: 'pay2',
        amountCents: 499,
        periodEnd: '2027-01-22T12:00:00.000Z',
        paidAt: now,
      },
    };
    spec.given(active).when(renewal).then([paid]);
    spec
      .given([...active, paid])
      .when(renewal)
      .then([]);
  });

  it('records a failed payment with the provider reason', () => {
    spec
      .given([requested])
      .when(cmd({ type: 'RecordPaymentFailure', data: { subscriptionId: 's1', reason: 'INCORRECT_CVC' } }))
      .then([
        { type: 'PaymentFailed', data: { subscriptionId: 's1', reason: 'INCORRECT_CVC', failedAt: now } },
      ]);
  });

  it('unsubscribing turns auto-renew off and keeps the access until the end date', () => {
    const off: SubscriptionEvent = {
      type: 'AutoRenewTurnedOff',
      data: { subscriptionId: 's1', turnedOffAt: now },
    };
    spec
      .given(active)
      .when(cmd({ type: 'TurnOffAutoRenew', data: { subscriptionId: 's1' } }))
      .then([off]);
    spec
      .given([...active, off])
      .when(cmd({ type: 'TurnOffAutoRenew', data: { subscriptionId: 's1' } }))
      .then([]);
    const state = [...active, off].reduce(evolveSubscription, initialSubscriptionState());
    expect(isSubscriptionActive(state, '2026-12-01T00:00:00.000Z')).toBe(true);
  });

  it('expires only after the end date', () => {
    const expireCommand = { type: 'ExpireSubscription', data: { subscriptionId: 's1' } } as const;
    spec
      .given(active)
      .when(at('2026-12-01T00:00:00.000Z', expireCommand))
      .thenRejects('INVALID_STATE_TRANSITION');
    spec
      .given(active)
      .when(at('2026-12-23T00:00:00.000Z', expireCommand))
      .then([
        {
          type: 'SubscriptionExpired',
          data: { subscriptionId: 's1', expiredAt: '2026-12-23T00:00:00.000Z' },
        },
      ]);
  });

  describe('a change of plan', () => {
    const change = cmd({
      type: 'RequestSubscriptionChange',
      data: { subscriptionId: 's1', changeId: 'ch1', plan: 'premium', period: 'year', amountCents: 4999 },
    });
    const changeRequested: SubscriptionEvent = {
      type: 'SubscriptionChangeRequested',
      data: {
        subscriptionId: 's1',
        changeId: 'ch1',
        plan: 'premium',
        period: 'year',
        amountCents: 4999,
        requestedAt: now,
      },
    };
    const yearEnd = '2027-11-22T12:00:00.000Z';
    const acceptance = cmd({
      type: 'AnswerSubscriptionChange',
      data: {
        subscriptionId: 's1',
        changeId: 'ch1',
        accepted: true,
        paymentId: 'in_ch1',
        chargedCents: 4500,
        periodEnd: yearEnd,
      },
    });
    const accepted: SubscriptionEvent = {
      type: 'SubscriptionChangeAccepted',
      data: {
        subscriptionId: 's1',
        changeId: 'ch1',
        plan: 'premium',
        period: 'year',
        amountCents: 4999,
        periodEnd: yearEnd,
        acceptedAt: now,
      },
    };
    const charged: SubscriptionEvent = {
      type: 'SubscriptionPaid',
      data: { subscriptionId: 's1', paymentId: 'in_ch1', amountCents: 4500, periodEnd: yearEnd, paidAt: now },
    };

    it('is asked while active, once at a time, and for another plan than the current one', () => {
      spec.given(active).when(change).then([changeRequested]);
      spec.given([requested]).when(change).thenRejects('INVALID_STATE_TRANSITION');
      spec
        .given([...active, changeRequested])
        .when(change)
        .thenRejects('INVALID_STATE_TRANSITION');
      spec
        .given(active)
        .when(
          cmd({
            type: 'RequestSubscriptionChange',
            data: { subscriptionId: 's1', changeId: 'ch2', plan: 'basic', period: 'month', amountCents: 499 },
          }),
        )
        .thenRejects('INVALID_STATE_TRANSITION');
    });

    it('once accepted, renews at the new plan and price from the new period, and records what the change cost', () => {
      spec
        .given([...active, changeRequested])
        .when(acceptance)
        .then([accepted, charged]);
      const state = [...active, changeRequested, accepted, charged].reduce(
        evolveSubscription,
        initialSubscriptionState(),
      );
      expect(state).toMatchObject({
        status: 'active',
        plan: 'premium',
        period: 'year',
        periodEnd: yearEnd,
        pendingChange: null,
      });
    });

    it('records the charge once when the provider told of its invoice first', () => {
      const webhookFirst: SubscriptionEvent = {
        ...charged,
        data: { ...charged.data, periodEnd: '2026-12-22T12:00:00.000Z' },
      };
      spec
        .given([...active, changeRequested, webhookFirst])
        .when(acceptance)
        .then([accepted]);
    });

    it("once refused, leaves the subscription as it was, with the card's reason", () => {
      spec
        .given([...active, changeRequested])
        .when(
          cmd({
            type: 'AnswerSubscriptionChange',
            data: { subscriptionId: 's1', changeId: 'ch1', accepted: false, reason: 'CARD_DECLINED' },
          }),
        )
        .then([
          {
            type: 'SubscriptionChangeRefused',
            data: { subscriptionId: 's1', changeId: 'ch1', reason: 'CARD_DECLINED', refusedAt: now },
          },
        ]);
      spec.given(active).when(acceptance).thenRejects('NOT_FOUND');
    });
  });

  it('lets a reader ask again once their first payment was refused, or pay it after all', () => {
    const failed: SubscriptionEvent = {
      type: 'PaymentFailed',
      data: { subscriptionId: 's1', reason: 'CARD_DECLINED', failedAt: now },
    };
    const again = cmd({
      type: 'RequestSubscription',
      data: { userId: 'u1', subscriptionId: 's2', plan: 'basic', period: 'month', amountCents: 499 },
    });
    spec
      .given([requested, failed])
      .when(again)
      .then([{ ...requested, data: { ...requested.data, subscriptionId: 's2' } }]);
    const paidAfterAll = cmd({
      type: 'ActivateSubscription',
      data: { subscriptionId: 's1', paymentId: 'pay1', periodEnd: '2026-12-22T12:00:00.000Z' },
    });
    spec.given([requested, failed]).when(paidAfterAll).then([activated]);
  });

  it('records a payment told late without moving the end date back', () => {
    const later: SubscriptionEvent = {
      type: 'SubscriptionPaid',
      data: {
        subscriptionId: 's1',
        paymentId: 'pay3',
        amountCents: 499,
        periodEnd: '2027-02-22T12:00:00.000Z',
        paidAt: now,
      },
    };
    spec
      .given([...active, later])
      .when(renewal)
      .then([{ ...later, data: { ...later.data, paymentId: 'pay2' } }]);
  });

  it('keeps the first payment customer of a reader, and saves a card only for a customer', () => {
    const customer: SubscriptionEvent = {
      type: 'PaymentCustomerCreated',
      data: { userId: 'u1', customerId: 'cus_1', createdAt: now },
    };
    const record = (customerId: string) =>
      cmd({ type: 'RecordPaymentCustomer', data: { userId: 'u1', customerId } });
    spec.given([]).when(record('cus_1')).then([customer]);
    spec.given([customer]).when(record('cus_2')).then([]);

    const save = cmd({
      type: 'SaveCard',
      data: { userId: 'u1', paymentMethodId: 'pm_1', brand: 'visa', last4: '4242' },
    });
    spec.given([]).when(save).thenRejects('INVALID_STATE_TRANSITION');
    const saved: SubscriptionEvent = {
      type: 'PaymentCardSaved',
      data: { userId: 'u1', paymentMethodId: 'pm_1', brand: 'visa', last4: '4242', savedAt: now },
    };
    spec.given([customer]).when(save).then([saved]);
    spec.given([customer, saved]).when(save).then([]);
  });

  it('keeps the customer and card across subscriptions', () => {
    const customer: SubscriptionEvent = {
      type: 'PaymentCustomerCreated',
      data: { userId: 'u1', customerId: 'cus_1', createdAt: now },
    };
    const state = [customer, ...active].reduce(evolveSubscription, initialSubscriptionState());
    expect(state.customerId).toBe('cus_1');
  });
});
