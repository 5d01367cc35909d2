import {
  reject,
  profileOf,
  profilesOf,
  type AgeLimit,
  type HouseholdProfile,
  type ProfileOwner,
} from '@afrimedia/domain';
import type { AccountUser } from '@afrimedia/read-models';
import type { Request } from 'express';
import type { ApiDb } from '../storage/api-db.ts';

/**
 * The viewing profile a signed-in request is on: the one its device switched to. What a kids profile may see and
 * do is read from here, never from an id the client sends.
 */
export interface CurrentProfile {
  readonly id: string;
  readonly kids: boolean;
  /** The highest maturity rating it may see; null sees every rating (`profileSees`). */
  readonly ageLimit: AgeLimit;
}

/** The account as the accounts read model holds it, in the shape the domain derives its profiles from. */
export const profileOwnerOf = (user: AccountUser): ProfileOwner => ({
  userId: user.user_id,
  email: user.email,
  firstName: user.first_name ?? undefined,
  language: user.language,
  household: user.household,
});

export const accountProfiles = (user: AccountUser): readonly HouseholdProfile[] =>
  profilesOf(profileOwnerOf(user));

/** The profile chosen on the device, or the default one when none was chosen or the chosen one was removed. */
export function currentProfileOf(user: AccountUser, chosenId: string | undefined): CurrentProfile {
  const owner = profileOwnerOf(user);
  const profile = (chosenId === undefined ? undefined : profileOf(owner, chosenId)) ?? profilesOf(owner)[0]!;
  return { id: profile.id, kids: profile.kids, ageLimit: profile.ageLimit };
}

/** Which profile each sign-in is on, by session family, so a refreshed token stays on it. */
export function sessionProfiles(db: ApiDb) {
  return {
    async chosenFor(sessionId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('api.sessions as session')
        .innerJoin('api.session_profiles as chosen', 'chosen.family_id', 'session.family_id')
        .select('chosen.profile_id')
        .where('session.session_id', '=', sessionId)
        .executeTakeFirst();
      return row?.profile_id;
    },

    async choose(sessionId: string, profileId: string, now: Date): Promise<void> {
      await db
        .insertInto('api.session_profiles')
        .columns(['family_id', 'profile_id', 'chosen_at'])
        .expression((eb) =>
          eb
            .selectFrom('api.sessions')
            .select((select) => [
              'family_id',
              select.val(profileId).as('profile_id'),
              select.val(now).as('chosen_at'),
            ])
            .where('session_id', '=', sessionId),
        )
        .onConflict((conflict) =>
          conflict.column('family_id').doUpdateSet((update) => ({
            profile_id: update.ref('excluded.profile_id'),
            chosen_at: update.ref('excluded.chosen_at'),
          })),
        )
        .execute();
    },
  };
}

export type SessionProfiles = ReturnType<typeof sessionProfiles>;

/** The profile a signed-in request is on; NOT_AUTHORIZED for a visitor. */
export function currentProfile(request: Request): CurrentProfile {
  const profile = request.ctx.profile;
  if (!profile) throw reject('NOT_AUTHORIZED');
  return profile;
}
