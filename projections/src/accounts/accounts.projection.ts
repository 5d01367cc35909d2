import type { AccountUser, AccountUserUpdate, ReadModels } from '@afrimedia/read-models';
import { sql, type Transaction } from 'kysely';
import { inChunks } from '../runtime/in-chunks.ts';
import { defineProjection } from '../runtime/define-projection.ts';
import { together } from '../runtime/event-handlers.ts';
import type { ProjectedEvent } from '../runtime/projected-event.ts';
import { accountOf, evolveAccount } from './account-row.ts';

/**
 * Who each user is for the API's auth checks: role, author verification, language, active or not, and the
 * viewing profiles a session may be on. A batch reads
 * the rows of the users it names once, folds its events over them in memory and writes back the rows it changed.
 */
export const accountsProjection = defineProjection('accounts', {
  tables: ['accounts.users'],
  handlers: together(
    [
      'UserRegistered',
      'EmailVerified',
      'LanguageChanged',
      'NotificationsChosen',
      'ProfileUpdated',
      'ProfileCreated',
      'ProfileEdited',
      'ProfileAgeLimitChanged',
      'ProfileRemoved',
      'AccountDeactivated',
      'AccountDeleted',
      'AuthorApplicationSubmitted',
      'AuthorValidated',
      'AuthorRejected',
      'PublicationCreated',
      'SubscriptionRequested',
      'SubscriptionActivated',
      'SubscriptionPaid',
      'SubscriptionChangeAccepted',
      'AutoRenewTurnedOff',
      'SubscriptionExpired',
    ],
    applyBatch,
  ),
});

async function applyBatch(trx: Transaction<ReadModels>, events: readonly ProjectedEvent[]): Promise<void> {
  const accounts = new Set(events.flatMap((event) => accountOf(event) ?? []));
  const before = await rowsOf(trx, [...accounts]);
  const after = new Map(before);
  for (const event of events) {
    const userId = accountOf(event);
    if (userId === undefined) continue;
    const row = evolveAccount(after.get(userId), event);
    if (row) after.set(userId, row);
    else after.delete(userId);
  }
  const deleted = [...before.keys()].filter((userId) => !after.has(userId));
  const written = [...after].filter(([userId, row]) => before.get(userId) !== row).map(([, row]) => row);
  await inChunks(deleted, (userIds) =>
    trx.deleteFrom('accounts.users').where('user_id', 'in', userIds).execute(),
  );
  await inChunks(written, (rows) =>
    trx
      .insertInto('accounts.users')
      .values(rows.map((row) => ({ ...row, household: JSON.stringify(row.household) })))
      .onConflict((conflict) =>
        conflict
          .column('user_id')
          .doUpdateSet(
            Object.fromEntries(
              columns.map((column) => [column, sql.ref(`excluded.${column}`)]),
            ) as AccountUserUpdate,
          ),
      )
      .execute(),
  );
}

/** Every column but the key, which an upsert sets from the row the batch computed. */
const columns = [
  'email',
  'role',
  'verification_status',
  'language',
  'email_verified',
  'status',
  'first_name',
  'last_name',
  'phone',
  'country',
  'avatar',
  'hide_watched',
  'followers_mail',
  'default_publication_slug',
  'subscription_id',
  'subscription_plan',
  'subscription_end',
  'subscription_auto_renew',
  'household',
  'registered_at',
  'updated_at',
] as const satisfies ReadonlyArray<Exclude<keyof AccountUser, 'user_id'>>;

/** The rows of these users, in one query per thousand. */
async function rowsOf(trx: Transaction<ReadModels>, userIds: readonly string[]) {
  const rows = new Map<string, AccountUser>();
  await inChunks(userIds, async (chunk) => {
    for (const row of await trx
      .selectFrom('accounts.users')
      .selectAll()
      .where('user_id', 'in', chunk)
      .execute())
      rows.set(row.user_id, row);
  });
  return rows;
}
