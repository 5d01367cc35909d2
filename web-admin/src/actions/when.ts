import type {
  AdminAuthorApplicationRecord,
  AdminPublicationApplicationRecord,
  AdminReportRecord,
} from '@afrimedia/contracts';
import type { RaRecord } from 'react-admin';

type Application = AdminAuthorApplicationRecord | AdminPublicationApplicationRecord;

/** Decisions are asked of what still waits. */
export const isWaiting = (record: RaRecord & Pick<Application, 'status'>) => record.status === 'waiting';
/** Reports are acted on while open. */
export const isOpen = (record: RaRecord & Pick<AdminReportRecord, 'status'>) => record.status === 'open';
