import { reject, type DomainError } from '../core/domain-error.ts';

/**
 * Spec §5 / §9: "some text fields need at least 50 characters, others at least 10 (which fields: not shown)".
 * Which field gets which minimum is decided beside each aggregate (titles and expertise titles 10, summaries
 * and about-me texts 50). Lengths are counted on the trimmed text, in code points.
 */
export const SHORT_TEXT_MIN_LENGTH = 10;
export const LONG_TEXT_MIN_LENGTH = 50;

export function isBlank(value: string | undefined): boolean {
  return value === undefined || value.trim() === '';
}

export function checkMinLength(field: string, value: string, minimum: number): DomainError | undefined {
  return [...value.trim()].length < minimum ? reject('TEXT_TOO_SHORT', field) : undefined;
}
