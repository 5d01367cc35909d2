import { choicesOf } from '../../shared/choices.ts';

export const legalKindChoices = choicesOf('afrimedia.legal_kinds', ['terms-of-use', 'privacy-policy']);
