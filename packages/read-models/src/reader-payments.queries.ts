import type { Kysely } from 'kysely';
import type { ReadModels } from './database.ts';

/** Plan, period and failure reason as the projection stored them (the domain's names). */
export interface ReaderPayment {
  readonly id: string;
  readonly occurredAt: Date;
  readonly plan: string;
  readonly period: string;
  readonly amountCents: number;
  readonly status: 'paid' | 'failed';
  readonly failureReason: string | null;
}

export interface ReaderPayments {
  /** Whether the reader's subscription renews by itself; false when they have none. */
  readonly autoRenew: boolean;
  readonly payments: readonly ReaderPayment[];
}

/** One reader's own subscription payments, newest first, with the plan each paid for. */
export async function readerPayments(db: Kysely<ReadModels>, userId: string): Promise<ReaderPayments> {
  const [account, rows] = await Promise.all([
    db
      .selectFrom('accounts.users')
      .select('subscription_auto_renew')
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('operations.payments as payment')
      .select([
        'payment.payment_id',
        'payment.occurred_at',
        'payment.amount_cents',
        'payment.status',
        'payment.failure_reason',
        'payment.plan',
        'payment.period',
      ])
      .where('payment.user_id', '=', userId)
      .orderBy('payment.occurred_at', 'desc')
      .orderBy('payment.payment_id')
      .execute(),
  ]);
  return {
    autoRenew: account?.subscription_auto_renew ?? false,
    payments: rows.map((row) => ({
      id: row.payment_id,
      occurredAt: row.occurred_at,
      plan: row.plan,
      period: row.period,
      amountCents: row.amount_cents,
      status: row.status,
      failureReason: row.failure_reason,
    })),
  };
}
