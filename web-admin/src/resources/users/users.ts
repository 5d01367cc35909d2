import type { AdminUserRecord } from '@afrimedia/contracts';
import type { RaRecord } from 'react-admin';

export const ROLES = ['reader', 'owner', 'admin'] as const satisfies readonly AdminUserRecord['role'][];
export const VERIFICATION_STATUSES = [
  'verified',
  'pending',
  'rejected',
] as const satisfies readonly NonNullable<AdminUserRecord['userVerificationStatus']>[];

export const isActive = (record: RaRecord & Pick<AdminUserRecord, 'deactivatedAt'>) => !record.deactivatedAt;
