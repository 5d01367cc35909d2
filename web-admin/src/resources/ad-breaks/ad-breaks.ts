import type { AdminAdBreakRecord } from '@afrimedia/contracts';
import type { RaRecord } from 'react-admin';
import { choicesOf } from '../../shared/choices.ts';

const MEDIA_KINDS = ['video', 'audio'] as const satisfies readonly AdminAdBreakRecord['mediaKind'][];

export const mediaKindChoices = choicesOf('afrimedia.media_kinds', MEDIA_KINDS);

/** Only an ad still playing can be withdrawn. */
export const isActive = (record: RaRecord & Pick<AdminAdBreakRecord, 'status'>) => record.status === 'active';
