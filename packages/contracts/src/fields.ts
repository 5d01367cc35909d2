import { SLUG_PATTERN } from '@afrimedia/domain/slug';
import { z } from 'zod';

/*
 * Field rules shared by the calls. Each rule's message is an error code of the domain catalogue, so a refusal
 * reaches the user as the spec's text in their language.
 */

/** The spec's client sends an empty text or null for a field its form left empty: both mean "not given". */
const absentIfBlank = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A field the caller may leave out, send empty ('') or send null: the three mean the same. */
export const optional = <S extends z.ZodType>(schema: S) => z.preprocess(absentIfBlank, schema.optional());

/** As `optional`, with the value a field left out, empty or null takes. */
export const withDefault = <S extends z.ZodType>(schema: S, value: z.util.NoUndefined<z.output<S>>) =>
  z.preprocess(absentIfBlank, schema.default(value));

export const email = z.string().trim().toLowerCase().pipe(z.email('WRONG_EMAIL'));

/** Spec §5: at least 8 characters with an uppercase letter, a lowercase letter and a digit. */
export const newPassword = z
  .string('FIELDS_REQUIRED')
  .min(8, 'PASSWORD_TOO_WEAK')
  .regex(/[A-Z]/, 'PASSWORD_TOO_WEAK')
  .regex(/[a-z]/, 'PASSWORD_TOO_WEAK')
  .regex(/[0-9]/, 'PASSWORD_TOO_WEAK');

/** Spec §5: alphanumerics, '-' or '_', not at the start or end. */
export const slug = z
  .string('SLUG_REQUIRED')
  .trim()
  .min(1, 'SLUG_REQUIRED')
  .regex(SLUG_PATTERN, 'INVALID_SLUG');

/** E.164-like: an optional +, then 6 to 15 digits; spaces, dots and dashes are allowed between them. */
export const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 .-]{4,18}[0-9]$/, 'INVALID_PHONE')
  .refine(
    (value) => value.replace(/\D/g, '').length >= 6 && value.replace(/\D/g, '').length <= 15,
    'INVALID_PHONE',
  );

/** ISO 3166 alpha-2, any case; kept lower-case. */
export const country = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'WRONG_COUNTRY')
  .transform((value) => value.toLowerCase());

export const id = z.string().trim().min(1, 'NOT_FOUND').max(200, 'NOT_FOUND');

export const direction = z.enum(['asc', 'desc']);

/** Spec §7: alphabetical forces ascending; every other order defaults to descending. */
export function sortDirection(
  orderBy: string | undefined,
  requested: 'asc' | 'desc' | undefined,
): 'asc' | 'desc' {
  if (orderBy === 'alphabetical') return 'asc';
  return requested ?? 'desc';
}

export const paging = {
  page: withDefault(z.coerce.number().int().min(1), 1),
  page_size: withDefault(z.coerce.number().int().min(1).max(100), 20),
};

export const ok = z.object({ ok: z.literal(true) });

/**
 * Titles, names, summaries and descriptions are plain text, shown as text everywhere: markup in them is refused
 * rather than stored, so no client can ever be tempted to render it.
 */
export const plainText = <S extends z.ZodString>(schema: S) =>
  schema.refine((value) => !/<\/?[A-Za-z!?][^>]*>/.test(value), 'PLAIN_TEXT_ONLY');
