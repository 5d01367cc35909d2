import type { AccountUserUpdate, ReadModels } from '@afrimedia/read-models';
import type { Transaction } from 'kysely';
import type { Projection } from '../runtime/projection.ts';
import type { ProjectedEvent } from '../runtime/projected-event.ts';

/** Who each user is for the API's auth checks: role, author verification, language, active or not. */
export const accountsProjection: Projection = {
  name: 'accounts',
  canHandle: [
    'UserRegistered',
    'EmailVerified',
    'LanguageChanged',
    'ProfileUpdated',
    'AccountDeactivated',
    'AccountDeleted',
    'AuthorApplicationSubmitted',
    'AuthorValidated',
    'AuthorRejected',
    'PublicationCreated',
    'SubscriptionRequested',
    'SubscriptionActivated',
    'SubscriptionPaid',
    'AutoRenewTurnedOff',
    'SubscriptionExpired',
  ],
  async handle(trx, events) {
    for (const event of events) await apply(trx, event);
  },
  async truncate(trx) {
    await trx.deleteFrom('accounts.users').execute();
  },
};

async function apply(trx: Transaction<ReadModels>, projected: ProjectedEvent): Promise<void> {
  const { event, recordedAt } = projected;
  const update = (userId: string, values: AccountUserUpdate) =>
    trx
      .updateTable('accounts.users')
      .set({ ...values, updated_at: recordedAt })
      .where('user_id', '=', userId)
      .execute();
  const e = event;
  switch (e.type) {
    case 'UserRegistered': {
      const { personal } = e.data;
      await trx
        .insertInto('accounts.users')
        .values({
          user_id: e.data.userId,
          email: personal.email,
          role: e.data.role,
          verification_status: null,
          language: e.data.language,
          first_name: personal.firstName ?? null,
          last_name: personal.lastName ?? null,
          phone: personal.phone ?? null,
          country: personal.country ?? null,
          avatar: null,
          default_publication_slug: null,
          registered_at: new Date(e.data.registeredAt),
          updated_at: recordedAt,
        })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .execute();
      return;
    }
    case 'EmailVerified':
      return void (await update(e.data.userId, { email_verified: true }));
    case 'LanguageChanged':
      return void (await update(e.data.userId, { language: e.data.language }));
    case 'ProfileUpdated': {
      const { personal, avatar, hideWatched } = e.data;
      const changes: AccountUserUpdate = {};
      if (personal.email !== undefined)
        Object.assign(changes, { email: personal.email, email_verified: false });
      if (personal.firstName !== undefined) changes.first_name = personal.firstName;
      if (personal.lastName !== undefined) changes.last_name = personal.lastName;
      if (personal.phone !== undefined) changes.phone = personal.phone;
      if (personal.country !== undefined) changes.country = personal.country;
      if (avatar !== undefined) changes.avatar = avatar;
      if (hideWatched !== undefined) changes.hide_watched = hideWatched;
      return void (await update(e.data.userId, changes));
    }
    case 'AccountDeactivated':
      return void (await update(e.data.userId, { status: 'deactivated' }));
    case 'AccountDeleted':
      // Personal data must not survive an account's deletion anywhere on the read side (ARCHITECTURE §7).
      return void (await trx.deleteFrom('accounts.users').where('user_id', '=', e.data.userId).execute());
    case 'AuthorApplicationSubmitted':
      // Applying makes a reader an author (role owner) waiting validation; an admin keeps the admin role.
      await update(e.data.authorId, { verification_status: 'pending' });
      return void (await trx
        .updateTable('accounts.users')
        .set({ role: 'owner' })
        .where('user_id', '=', e.data.authorId)
        .where('role', '=', 'reader')
        .execute());
    case 'AuthorValidated':
      return void (await update(e.data.authorId, { verification_status: 'verified' }));
    case 'AuthorRejected':
      return void (await update(e.data.authorId, { verification_status: 'rejected' }));
    case 'PublicationCreated':
      // The author menu links to the author's first publication (spec §2, defaultPublicationSlug).
      return void (await trx
        .updateTable('accounts.users')
        .set({ default_publication_slug: e.data.slug, updated_at: recordedAt })
        .where('user_id', '=', e.data.ownerId)
        .where('default_publication_slug', 'is', null)
        .execute());
    case 'SubscriptionRequested':
      // Remembered now, shown once paid: the plan of the subscription the reader asked for.
      return void (await update(e.data.userId, { subscription_plan: e.data.plan }));
    case 'SubscriptionActivated':
      return void (await trx
        .updateTable('accounts.users')
        .set({
          subscription_id: e.data.subscriptionId,
          subscription_end: new Date(e.data.periodEnd),
          subscription_auto_renew: true,
          updated_at: recordedAt,
        })
        .where('user_id', '=', subscriberOf(projected))
        .execute());
    case 'SubscriptionPaid':
      return void (await trx
        .updateTable('accounts.users')
        .set({ subscription_end: new Date(e.data.periodEnd), updated_at: recordedAt })
        .where('user_id', '=', subscriberOf(projected))
        .execute());
    case 'AutoRenewTurnedOff':
      return void (await trx
        .updateTable('accounts.users')
        .set({ subscription_auto_renew: false, updated_at: recordedAt })
        .where('user_id', '=', subscriberOf(projected))
        .execute());
    case 'SubscriptionExpired':
      return void (await trx
        .updateTable('accounts.users')
        .set({
          subscription_id: null,
          subscription_end: null,
          subscription_auto_renew: false,
          updated_at: recordedAt,
        })
        .where('user_id', '=', subscriberOf(projected))
        .execute());
    default:
      return;
  }
}

/** Subscription events live on `subscription-<userId>` and carry only the subscription id after the request. */
function subscriberOf({ stream }: ProjectedEvent): string {
  return stream.slice('subscription-'.length);
}
