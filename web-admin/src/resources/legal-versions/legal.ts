import type { AdminLegalVersionRecord } from '@afrimedia/contracts';
import { choicesOf } from '../../shared/choices.ts';

const LEGAL_KINDS = [
  'terms-of-use',
  'privacy-policy',
] as const satisfies readonly AdminLegalVersionRecord['kind'][];

export const legalKindChoices = choicesOf('afrimedia.legal_kinds', LEGAL_KINDS);
