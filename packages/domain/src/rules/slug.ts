import { reject, type DomainError } from '../core/domain-error.ts';

/** Spec §5: only alphanumerics, '-' or '_', and neither of those two at the start or the end. */
export const SLUG_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9_-]*[A-Za-z0-9])?$/;

export function isValidSlug(slug: string): boolean {
  return SLUG_PATTERN.test(slug);
}

export function checkSlug(slug: string): DomainError | undefined {
  if (slug.trim() === '') return reject('SLUG_REQUIRED', 'slug');
  if (!isValidSlug(slug)) return reject('INVALID_SLUG', 'slug');
  return undefined;
}

/** Letters that NFD does not split into base letter + accent but that French titles use. */
const LIGATURES: Readonly<Record<string, string>> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', đ: 'd', ł: 'l' };

/**
 * Spec §3: an article slug is derived from the French short name — lowercased, spaces to hyphens, accents
 * removed ('Éducation à Dakar' → 'education-a-dakar'). Anything else that would break the slug rule
 * (apostrophes, punctuation, non-Latin letters) is dropped, runs of separators collapse to one hyphen, and
 * separators are trimmed from both ends, so the result always satisfies `isValidSlug` — or is empty, which
 * `checkSlug` then refuses with SLUG_REQUIRED.
 */
export function slugify(frenchShortName: string): string {
  return frenchShortName
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[œæßøđł]/g, (letter) => LIGATURES[letter] ?? '')
    .replace(/['’`]/g, '')
    .replace(/[\s-]+/g, '-')
    .replace(/[^a-z0-9_-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '');
}

/** A content's slug: the one the author chose, else derived from its French short name, else from its title. */
export function contentSlugOf(form: {
  readonly slug?: string | undefined;
  readonly shortName?: { readonly fr?: string | undefined } | undefined;
  readonly title: string;
}): string {
  return form.slug ?? slugify(form.shortName?.fr?.trim() || form.title);
}

/** A publication's slug: the one the author chose, else derived from its name. */
export function publicationSlugOf(form: {
  readonly slug?: string | undefined;
  readonly name: string;
}): string {
  return form.slug ?? slugify(form.name);
}
