import { evolveHousehold, planIdOf, type HouseholdProfiles, type ProfileEvent } from '@afrimedia/domain';
import type { AccountUser, AccountUserUpdate } from '@afrimedia/read-models';
import type { ProjectedEvent } from '../runtime/projected-event.ts';

/** Whose row an event changes: subscription events live on `subscription-<userId>` and name only the subscription. */
export function accountOf(projected: ProjectedEvent): string | undefined {
  const { event, stream } = projected;
  switch (event.type) {
    case 'AuthorApplicationSubmitted':
    case 'AuthorValidated':
    case 'AuthorRejected':
      return event.data.authorId;
    case 'PublicationCreated':
      return event.data.ownerId;
    case 'SubscriptionActivated':
    case 'SubscriptionPaid':
    case 'SubscriptionChangeAccepted':
    case 'AutoRenewTurnedOff':
    case 'SubscriptionExpired':
      return stream.slice('subscription-'.length);
    default:
      return 'userId' in event.data && typeof event.data.userId === 'string' ? event.data.userId : undefined;
  }
}

/**
 * A user's row after one event, or undefined when there is none (not registered yet, or deleted). Pure, so a
 * batch folds its events over the rows it read once.
 */
export function evolveAccount(
  row: AccountUser | undefined,
  projected: ProjectedEvent,
): AccountUser | undefined {
  const { event, recordedAt } = projected;
  const update = (values: AccountUserUpdate): AccountUser | undefined =>
    row && ({ ...row, ...values, updated_at: recordedAt } as AccountUser);
  const e = event;
  switch (e.type) {
    case 'UserRegistered': {
      if (row) return row;
      const { personal } = e.data;
      return {
        user_id: e.data.userId,
        email: personal.email,
        role: e.data.role,
        verification_status: null,
        language: e.data.language,
        email_verified: false,
        status: 'active',
        first_name: personal.firstName ?? null,
        last_name: personal.lastName ?? null,
        phone: personal.phone ?? null,
        country: personal.country ?? null,
        avatar: null,
        hide_watched: false,
        followers_mail: true,
        default_publication_slug: null,
        subscription_id: null,
        subscription_plan: null,
        subscription_end: null,
        subscription_auto_renew: false,
        household: { profiles: [], defaultProfile: {} },
        registered_at: new Date(e.data.registeredAt),
        updated_at: recordedAt,
      };
    }
    case 'EmailVerified':
      return update({ email_verified: true });
    case 'LanguageChanged':
      return update({ language: e.data.language });
    case 'NotificationsChosen':
      return update({ followers_mail: e.data.followersNewContent });
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
      return update(changes);
    }
    case 'ProfileCreated':
    case 'ProfileEdited':
    case 'ProfileAgeLimitChanged':
    case 'ProfileRemoved':
      return (
        row && { ...row, household: householdAfter(row.household, row.user_id, e), updated_at: recordedAt }
      );
    case 'AccountDeactivated':
      return update({ status: 'deactivated' });
    case 'AccountDeleted':
      // Personal data must not survive an account's deletion anywhere on the read side (ARCHITECTURE §7).
      return undefined;
    case 'AuthorApplicationSubmitted':
      // Applying makes a reader an author (role owner) waiting validation; an admin keeps the admin role.
      return update({ verification_status: 'pending', ...(row?.role === 'reader' ? { role: 'owner' } : {}) });
    case 'AuthorValidated':
      return update({ verification_status: 'verified' });
    case 'AuthorRejected':
      return update({ verification_status: 'rejected' });
    case 'PublicationCreated':
      // The author menu links to the author's first publication (spec §2, defaultPublicationSlug).
      return row?.default_publication_slug === null ? update({ default_publication_slug: e.data.slug }) : row;
    case 'SubscriptionRequested':
      // Remembered now, shown once paid: the plan id (`premium-month`) the reader asked for.
      return update({ subscription_plan: planIdOf(e.data.plan, e.data.period) });
    case 'SubscriptionActivated':
      return update({
        subscription_id: e.data.subscriptionId,
        subscription_end: new Date(e.data.periodEnd),
        subscription_auto_renew: true,
      });
    case 'SubscriptionPaid':
      return update({ subscription_end: new Date(e.data.periodEnd) });
    case 'SubscriptionChangeAccepted':
      return update({
        subscription_plan: planIdOf(e.data.plan, e.data.period),
        subscription_end: new Date(e.data.periodEnd),
      });
    case 'AutoRenewTurnedOff':
      return update({ subscription_auto_renew: false });
    case 'SubscriptionExpired':
      return update({ subscription_id: null, subscription_end: null, subscription_auto_renew: false });
    default:
      return row;
  }
}

/** The domain's own fold of the household, kept without the PIN: no read model holds a credential. */
function householdAfter(
  household: HouseholdProfiles,
  userId: string,
  event: ProfileEvent,
): HouseholdProfiles {
  const { profiles, defaultProfile } = evolveHousehold({ ...household, pinFailures: [] }, userId, event);
  return { profiles, defaultProfile };
}
