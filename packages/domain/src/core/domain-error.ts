import { errorCatalogue, type ErrorCode, type ErrorKind } from './errors.ts';

/** A rule refused a command. Carries the catalogue's code and English text; never thrown for bugs. */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly kind: ErrorKind;
  /** Which input field the refusal is about, when there is one (forms show it beside the field). */
  readonly field: string | undefined;

  constructor(code: ErrorCode, field?: string) {
    super(errorCatalogue[code].message);
    this.name = 'DomainError';
    this.code = code;
    this.kind = errorCatalogue[code].kind;
    this.field = field;
  }
}

export function reject(code: ErrorCode, field?: string): DomainError {
  return new DomainError(code, field);
}
