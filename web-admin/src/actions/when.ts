import type { RaRecord } from 'react-admin';

/** Decisions are asked of what still waits. */
export const isWaiting = (record: RaRecord) => record.status === 'waiting';
/** Reports are acted on while open. */
export const isOpen = (record: RaRecord) => record.status === 'open';
