import { z } from 'zod';
import { adminReason } from '../admin.ts';
import {
  actionCall,
  adminInstant,
  defineAdminResource,
  getOneCall,
  listCall,
  searchableListFilter,
} from './simple-rest.ts';

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

const resource = 'users';
const record = adminUserRecord;

export const adminUsersCalls = defineAdminResource({
  list: listCall(resource, {
    summary: 'Everyone with an account, newest first',
    record,
    sortable: ['id', 'email', 'createdAt', 'role', 'lastName'],
    defaultSort: ['createdAt', 'desc'],
    filter: searchableListFilter({
      role: z.enum(adminRoles).optional(),
      userVerificationStatus: z.enum(adminVerificationStatuses).optional(),
    }),
  }),
  getOne: getOneCall(resource, { summary: 'One person', record }),
  deactivate: actionCall(resource, 'deactivate', {
    summary: 'Closes the account with a reason (AccountDeactivated) and ends every session it has open',
    record,
    body: adminReason,
  }),
});
