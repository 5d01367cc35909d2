import { MATURITY_RATINGS } from '@afrimedia/domain';
import { z } from 'zod';
import { adminReason } from '../admin.ts';
import { adminInstant, adminResource, defineAdminResource, searchableListFilter } from './simple-rest.ts';

export const adminRoles = ['reader', 'owner', 'admin'] as const;
export const adminVerificationStatuses = ['pending', 'verified', 'rejected'] as const;

/** How a record names a person: the e-mail of their account and the names they gave, if any. */
export const personFields = {
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
};

/** A person as the team sees them: never a password hash, a token or any key material. */
export const adminUserRecord = z.object({
  id: z.string(),
  ...personFields,
  role: z.enum(adminRoles),
  userVerificationStatus: z.enum(adminVerificationStatuses).nullable(),
  lang: z.string(),
  createdAt: adminInstant,
  deactivatedAt: adminInstant.nullable(),
});
export type AdminUserRecord = z.output<typeof adminUserRecord>;

/** One viewing profile of the account: what it is set to, never anything of the kids PIN. */
export const adminUserProfile = z.object({
  id: z.string(),
  name: z.string(),
  kids: z.boolean(),
  /** The highest maturity rating it may see; null sees every rating. */
  ageLimit: z.enum(MATURITY_RATINGS).nullable(),
  lang: z.string(),
  /** The account holder's own profile, which cannot be removed. */
  isDefault: z.boolean(),
});
export type AdminUserProfile = z.output<typeof adminUserProfile>;

/** A browser the person signed in on, the sign-in going on or ended; its address is never kept, only its country. */
export const adminUserDevice = z.object({
  id: z.string(),
  /** From the user agent (`Chrome`, `Android`); null when it names nothing recognisable. */
  browser: z.string().nullable(),
  system: z.string().nullable(),
  country: z.string().nullable(),
  firstSeenAt: adminInstant,
  /** Its last sign-in or refresh. */
  lastSeenAt: adminInstant,
  /** Whether the sign-in is still going on: not signed out, revoked or expired. */
  signedIn: z.boolean(),
});
export type AdminUserDevice = z.output<typeof adminUserDevice>;

/** How many of a person's devices their record lists, the most recently seen first. */
export const ADMIN_USER_DEVICES_SHOWN = 20;

/** One person with their viewing profiles and the browsers they signed in on. */
export const adminUserDetail = adminUserRecord.extend({
  profiles: z.array(adminUserProfile),
  /** Whether the account has a PIN keeping its kids profiles closed; the PIN's hash never leaves the API. */
  kidsPinSet: z.boolean(),
  devices: z.array(adminUserDevice).max(ADMIN_USER_DEVICES_SHOWN),
});
export type AdminUserDetail = z.output<typeof adminUserDetail>;

const users = adminResource('users', adminUserDetail);

export const adminUsersCalls = defineAdminResource({
  list: users.list('Everyone with an account, newest first', {
    sortable: ['id', 'email', 'createdAt', 'role', 'lastName'],
    defaultSort: ['createdAt', 'desc'],
    filter: searchableListFilter({
      role: z.enum(adminRoles).optional(),
      userVerificationStatus: z.enum(adminVerificationStatuses).optional(),
    }),
    record: adminUserRecord,
  }),
  getOne: users.getOne(
    `One person with their viewing profiles, whether a kids PIN is set, and the ${ADMIN_USER_DEVICES_SHOWN} ` +
      'devices they were last seen on (signed in or not)',
  ),
  deactivate: users.action(
    'deactivate',
    'Closes the account with a reason (AccountDeactivated) and ends every session it has open',
    adminReason,
  ),
});
