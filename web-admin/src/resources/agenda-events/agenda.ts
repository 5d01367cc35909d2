import type { RaRecord } from 'react-admin';

export const isNotCancelled = (record: RaRecord) => !record.cancelled;
