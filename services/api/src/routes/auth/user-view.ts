import type { HouseholdProfile } from '@afrimedia/domain';
import { hasActiveSubscription } from '@afrimedia/domain/subscription';
import type { householdProfile, userView } from '@afrimedia/contracts';
import type { AccountUser } from '@afrimedia/read-models';
import type { z } from 'zod';
import { accountProfiles } from '../../http/current-profile.ts';
import type { ApiDb } from '../../storage/api-db.ts';

/** One viewing profile as the API answers it. */
export const profileView = (profile: HouseholdProfile): z.input<typeof householdProfile> => ({
  id: profile.id,
  name: profile.name,
  colour: profile.colour,
  language: profile.language,
  age_limit: profile.ageLimit,
  kids: profile.kids,
  is_default: profile.isDefault,
});

/**
 * Spec §3 User: the account with its profiles and follows, and the favourites, likes and watched positions of the
 * `listed` profile. `current` is the profile the device is on.
 */
export async function userViewOf(
  db: ApiDb,
  user: AccountUser,
  now: Date,
  profiles: { readonly current: string; readonly listed: string },
): Promise<z.input<typeof userView>> {
  const { listed } = profiles;
  const relations = db
    .selectFrom('engagement.relations')
    .select(['relation', 'target_id'])
    .where('user_id', '=', user.user_id)
    .where((eb) =>
      eb.or([eb('relation', 'in', ['follow-author', 'follow-publication']), eb('profile_id', '=', listed)]),
    );
  const [rows, watched] = await Promise.all([
    relations.orderBy('created_at').execute(),
    user.hide_watched
      ? Promise.resolve([])
      : db
          .selectFrom('engagement.watched')
          .select(['content_id', 'position_seconds'])
          .where('user_id', '=', user.user_id)
          .where('profile_id', '=', listed)
          .orderBy('watched_at', 'desc')
          .execute(),
  ]);
  const targets = (...kinds: string[]) =>
    rows.filter((row) => kinds.includes(row.relation)).map((row) => row.target_id);
  return {
    id: user.user_id,
    email: user.email,
    phone: user.phone,
    lang: user.language,
    role: user.role,
    userVerificationStatus: user.verification_status,
    email_verified: user.email_verified,
    is_active: user.status === 'active',
    first_name: user.first_name,
    last_name: user.last_name,
    country: user.country,
    defaultPublicationSlug: user.default_publication_slug,
    avatar: user.avatar,
    hide_watched: user.hide_watched,
    followers_new_content_mail: user.followers_mail,
    favs: targets('favourite'),
    likes: targets('like'),
    follows: targets('follow-author', 'follow-publication'),
    watched: watched.map((row) => ({ id: row.content_id, time: row.position_seconds })),
    categories: user.country ? [{ slug: user.country }] : [],
    profiles: accountProfiles(user).map(profileView),
    profile: profiles.current,
    // The plan id the reader subscribed with (`premium-month`), what the payment calls name a subscription by.
    subscription_id: hasActiveSubscription(user, now) ? user.subscription_plan : null,
    subscription_end: user.subscription_end?.toISOString() ?? null,
  };
}
