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

const users = adminResource('users', adminUserRecord);

export const adminUsersCalls = defineAdminResource({
  list: users.list('Everyone with an account, newest first', {
    sortable: ['id', 'email', 'createdAt', 'role', 'lastName'],
    defaultSort: ['createdAt', 'desc'],
    filter: searchableListFilter({
      role: z.enum(adminRoles).optional(),
      userVerificationStatus: z.enum(adminVerificationStatuses).optional(),
    }),
  }),
  getOne: users.getOne('One person'),
  deactivate: users.action(
    'deactivate',
    'Closes the account with a reason (AccountDeactivated) and ends every session it has open',
    adminReason,
  ),
});
