import { describe, expect, it } from 'vitest';
import { providerFactOf } from './provider-event.ts';

const invoice = (extra: Record<string, unknown>) => ({
  id: 'in_1',
  object: 'invoice',
  amount_paid: 599,
  ...extra,
});
const parent = { parent: { subscription_details: { subscription: 'sub_1' } } };

describe('what a provider event tells', () => {
  it('reads a paid invoice, its subscription named where the API version puts it', () => {
    const paid = {
      kind: 'invoice_paid',
      providerSubscriptionId: 'sub_1',
      invoiceId: 'in_1',
      amountCents: 599,
    };
    expect(providerFactOf({ type: 'invoice.paid', data: { object: invoice(parent) } })).toEqual(paid);
    expect(
      providerFactOf({ type: 'invoice.paid', data: { object: invoice({ subscription: 'sub_1' }) } }),
    ).toEqual(paid);
    expect(
      providerFactOf({ type: 'invoice.paid', data: { object: invoice({ subscription: { id: 'sub_1' } }) } }),
    ).toEqual(paid);
  });

  it('reads a failed invoice, named so that its payment can tell why, and an ended subscription', () => {
    expect(providerFactOf({ type: 'invoice.payment_failed', data: { object: invoice(parent) } })).toEqual({
      kind: 'invoice_failed',
      providerSubscriptionId: 'sub_1',
      invoiceId: 'in_1',
    });
    expect(
      providerFactOf({ type: 'customer.subscription.deleted', data: { object: { id: 'sub_1' } } }),
    ).toEqual({
      kind: 'subscription_deleted',
      providerSubscriptionId: 'sub_1',
    });
  });

  it('tells nothing for other events, or an invoice of no subscription or no id', () => {
    expect(providerFactOf({ type: 'customer.subscription.updated', data: { object: { id: 'sub_1' } } })).toBe(
      undefined,
    );
    expect(providerFactOf({ type: 'invoice.paid', data: { object: invoice({}) } })).toBeUndefined();
    const unnamed = { ...parent, amount_paid: 0 };
    expect(providerFactOf({ type: 'invoice.payment_failed', data: { object: unnamed } })).toBeUndefined();
    expect(providerFactOf({ type: 'invoice.paid', data: { object: null } })).toBeUndefined();
  });
});
