import { contactStream, personalDataOwner, retentionHorizons, SYSTEM_ACTOR } from '@afrimedia/domain';
import { sql } from 'kysely';
import type { ApiDb } from '../storage/api-db.ts';
import { eraseAccount, type EraseAccountPorts } from '../use-cases/delete-account.ts';

/** What one pass erased: counts only, so the log that keeps them holds nothing personal. */
export interface RetentionReport {
  readonly accounts: number;
  readonly contactMessages: number;
  readonly payments: number;
  readonly ledgerLines: number;
  readonly refusedReads: number;
}

/**
 * Spec §1 terms: personal data is kept 3 years, financial data 10. Accounts nobody used for 3 years (registered and no
 * session used since) are erased as their owner's deletion would erase
 * them; contact messages older than 3 years lose their key; payment rows, paid-read lines and refused reads older
 * than 10 years leave the read models, the statements they add up to staying. Admin accounts are the platform
 * team's own and are closed by hand.
 */
export async function applyRetention(ports: EraseAccountPorts & { db: ApiDb }): Promise<RetentionReport> {
  const { db } = ports;
  const now = ports.clock();
  const { personal, financial } = retentionHorizons(now);

  const inactive = await db
    .selectFrom('accounts.users as u')
    .select(['u.user_id', 'u.email'])
    .where('u.role', '<>', 'admin')
    .where(
      // Every change to an account is made in a session, and a session's every use renews its row's time.
      sql<Date>`greatest(u.registered_at,
        (select max(s.created_at) from api.sessions s where s.user_id = u.user_id))`,
      '<',
      personal,
    )
    .orderBy('u.user_id')
    .execute();
  for (const account of inactive)
    await eraseAccount(ports, { userId: account.user_id, email: account.email, actorId: SYSTEM_ACTOR });

  const messages = await db
    .selectFrom('operations.contact_messages')
    .select('message_id')
    .where('received_at', '<', personal)
    .execute();
  // The keys first: a pass that stops between the two finds the rows again next time, never a live key orphaned.
  await ports.personalKeys.destroy(
    messages.map(({ message_id }) => personalDataOwner(contactStream(message_id))),
    now,
  );
  if (messages.length > 0)
    await db
      .deleteFrom('operations.contact_messages')
      .where(
        'message_id',
        'in',
        messages.map(({ message_id }) => message_id),
      )
      .execute();

  const purged = async (deleted: Promise<{ numDeletedRows: bigint }>) =>
    Number((await deleted).numDeletedRows);
  return {
    accounts: inactive.length,
    contactMessages: messages.length,
    payments: await purged(
      db.deleteFrom('operations.payments').where('occurred_at', '<', financial).executeTakeFirst(),
    ),
    ledgerLines: await purged(db.deleteFrom('income.ledger').where('at', '<', financial).executeTakeFirst()),
    refusedReads: await purged(
      db.deleteFrom('income.refused_reads').where('at', '<', financial).executeTakeFirst(),
    ),
  };
}
