import type { RaRecord } from 'react-admin';

export const ROLES = ['reader', 'owner', 'admin'] as const;
export const VERIFICATION_STATUSES = ['verified', 'pending', 'rejected'] as const;

export const isActive = (record: RaRecord) => !record.deactivatedAt;
