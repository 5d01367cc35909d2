import type { AdminUserDetail, AdminUserProfile } from '@afrimedia/contracts';
import type { HouseholdProfile } from '@afrimedia/domain';
import { adminQueries } from '@afrimedia/read-models';
import { userStateOf } from '../../../auth/credentials.ts';
import { accountProfiles } from '../../../http/current-profile.ts';
import { readModelsOf } from '../../../storage/api-db.ts';
import type { RouteDeps } from '../../route-deps.ts';
import { personDevices } from './person-devices.ts';

const profileOf = (profile: HouseholdProfile): AdminUserProfile => ({
  id: profile.id,
  name: profile.name,
  kids: profile.kids,
  ageLimit: profile.ageLimit,
  lang: profile.language,
  isDefault: profile.isDefault,
});

/**
 * Whether the account has a kids PIN. Only the user stream holds it (no read model keeps a credential), and only
 * this yes or no leaves here. A closed account's PIN guards nothing any more.
 */
async function kidsPinSetOf(deps: Pick<RouteDeps, 'store'>, userId: string): Promise<boolean> {
  const state = await userStateOf(deps.store, userId);
  return state.status === 'active' && state.household.pinHash !== undefined;
}

/** One person as the console shows them: their record, viewing profiles, and the devices they were seen on. */
export async function userDetail(
  deps: Pick<RouteDeps, 'db' | 'store'>,
  userId: string,
  now: Date,
): Promise<AdminUserDetail | undefined> {
  const db = readModelsOf(deps.db);
  const [record, account, kidsPinSet, devices] = await Promise.all([
    adminQueries.userRecord(db, userId),
    adminQueries.userAccount(db, userId),
    kidsPinSetOf(deps, userId),
    personDevices(deps.db, userId, now),
  ]);
  if (!record || !account) return undefined;
  return {
    ...record,
    profiles: accountProfiles(account).map(profileOf),
    kidsPinSet,
    devices,
  };
}
