import { ADMIN_USER_DEVICES_SHOWN, type AdminUserDevice } from '@afrimedia/contracts';
import { sql } from 'kysely';
import type { ApiDb } from '../../../storage/api-db.ts';
import { deviceNameOf } from '../../devices/user-agent.ts';

/**
 * The browsers a person signed in on, the most recently seen first. The session store lists an account's live
 * sign-ins for its owner; the team looking a person up sees the ended ones too, so this reads every family, each
 * as its newest session left it: that row holds its last seen, and whether it is live by the store's own rule
 * (neither rotated, revoked nor expired).
 */
export async function personDevices(db: ApiDb, userId: string, now: Date): Promise<AdminUserDevice[]> {
  const newestOfEach = db
    .selectFrom('api.sessions')
    .distinctOn('family_id')
    .select([
      'family_id',
      'user_agent',
      'country',
      'first_seen_at',
      'created_at',
      'rotated_at',
      'revoked_at',
      'expires_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('family_id')
    .orderBy('created_at', 'desc')
    .as('newest');
  const families = await db
    .selectFrom(newestOfEach)
    .select(['family_id', 'user_agent', 'country', 'first_seen_at', 'created_at'])
    .select(sql<boolean>`rotated_at is null and revoked_at is null and expires_at > ${now}`.as('signed_in'))
    .orderBy('created_at', 'desc')
    .orderBy('family_id')
    .limit(ADMIN_USER_DEVICES_SHOWN)
    .execute();
  return families.map((family) => ({
    id: family.family_id,
    ...deviceNameOf(family.user_agent),
    country: family.country,
    firstSeenAt: family.first_seen_at.toISOString(),
    lastSeenAt: family.created_at.toISOString(),
    signedIn: family.signed_in,
  }));
}
