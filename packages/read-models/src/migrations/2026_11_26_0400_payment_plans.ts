import { sql, type Kysely } from 'kysely';

/**
 * The plan a payment paid for, kept on the payment itself: a subscription may change plan, and its earlier
 * payments must keep the plan they were made for. Until subscriptions could change plan, each payment's plan was
 * its subscription's, so that is what the existing rows are given.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const payments = db.schema.withSchema('operations').alterTable('payments');
  await payments.addColumn('plan', 'text').addColumn('period', 'text').execute();
  await sql`
    update operations.payments as payment
       set plan = subscription.plan, period = subscription.period
      from operations.subscriptions as subscription
     where subscription.subscription_id = payment.subscription_id
  `.execute(db);
  await payments
    .alterColumn('plan', (column) => column.setNotNull())
    .alterColumn('period', (column) => column.setNotNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .withSchema('operations')
    .alterTable('payments')
    .dropColumn('plan')
    .dropColumn('period')
    .execute();
}
