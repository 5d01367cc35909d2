import type { AdminAgendaEventRecord } from '@afrimedia/contracts';
import type { RaRecord } from 'react-admin';

export const isNotCancelled = (record: RaRecord & Pick<AdminAgendaEventRecord, 'cancelled'>) =>
  !record.cancelled;
