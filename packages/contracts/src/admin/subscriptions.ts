import { z } from 'zod';
import { adminInstant, adminResource, defineAdminResource, listFilter } from './simple-rest.ts';

export const subscriptionStatuses = ['requested', 'active', 'expired'] as const;
export const paymentStatuses = ['paid', 'failed'] as const;

/** A reader's subscription, as its events left it. */
export const adminSubscriptionRecord = z.object({
  id: z.string(),
  userId: z.string(),
  plan: z.string(),
  period: z.string(),
  amountCents: z.int(),
  status: z.enum(subscriptionStatuses),
  autoRenew: z.boolean(),
  periodEnd: adminInstant.nullable(),
  requestedAt: adminInstant,
});
export type AdminSubscriptionRecord = z.output<typeof adminSubscriptionRecord>;

/** A subscription payment, paid or failed. */
export const adminPaymentRecord = z.object({
  id: z.string(),
  subscriptionId: z.string(),
  userId: z.string(),
  amountCents: z.int(),
  status: z.enum(paymentStatuses),
  failureReason: z.string().nullable(),
  occurredAt: adminInstant,
});
export type AdminPaymentRecord = z.output<typeof adminPaymentRecord>;

const subscriptions = adminResource('subscriptions', adminSubscriptionRecord);

export const adminSubscriptionsCalls = defineAdminResource({
  list: subscriptions.list("Readers' subscriptions, latest requested first (read-only)", {
    sortable: ['id', 'requestedAt', 'periodEnd', 'status', 'amountCents'],
    defaultSort: ['requestedAt', 'desc'],
    filter: listFilter({
      userId: z.string().max(200).optional(),
      status: z.enum(subscriptionStatuses).optional(),
    }),
  }),
  getOne: subscriptions.getOne('One subscription'),
});

const payments = adminResource('payments', adminPaymentRecord);

export const adminPaymentsCalls = defineAdminResource({
  list: payments.list('Subscription payments, paid and failed, latest first (read-only)', {
    sortable: ['id', 'occurredAt', 'status', 'amountCents'],
    defaultSort: ['occurredAt', 'desc'],
    filter: listFilter({
      userId: z.string().max(200).optional(),
      subscriptionId: z.string().max(200).optional(),
      status: z.enum(paymentStatuses).optional(),
    }),
  }),
  getOne: payments.getOne('One payment'),
});
