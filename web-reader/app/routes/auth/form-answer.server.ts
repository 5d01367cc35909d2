import { data } from 'react-router';
import { ApiError } from '../../server/api.server.ts';
import type { FieldError } from './field-error.ts';

/** A text field of a posted form; a file or a missing field reads as empty. */
export function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** A form's answer to a refusal found before calling the API. */
export function invalid<Answer extends object>(answer: Answer, code: string, field?: string, status = 400) {
  return data({ ...answer, error: { code, ...(field ? { field } : {}) } satisfies FieldError }, { status });
}

/**
 * An API refusal as a form's answer: its code to translate, the form field it is about and its status. `fields`
 * names the form field of each API field (`profile.first_name` → `first_name`), `byCode` the field of refusals the
 * API names none for. Anything but an API refusal goes on (a redirect, a crash).
 */
export function refused<Answer extends object>(
  error: unknown,
  answer: Answer,
  fields: Readonly<Record<string, string>>,
  byCode: Readonly<Record<string, string>> = {},
) {
  if (!(error instanceof ApiError)) throw error;
  const field = (error.field === undefined ? undefined : fields[error.field]) ?? byCode[error.code];
  return invalid(answer, error.code, field, error.status);
}
