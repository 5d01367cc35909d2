/** A refusal as a form shows it: the catalogue code, and the field it belongs next to (none: the whole form). */
export interface FieldError {
  readonly code: string;
  readonly field?: string;
}

/** The refusal to show next to `field`, if it is about that field. */
export function errorOn(error: FieldError | null | undefined, field: string): string | undefined {
  return error?.field === field ? error.code : undefined;
}

/** The refusal about none of the form's `fields`: shown above the form. */
export function errorOfForm(
  error: FieldError | null | undefined,
  fields: readonly string[],
): string | undefined {
  if (!error) return undefined;
  return error.field !== undefined && fields.includes(error.field) ? undefined : error.code;
}

/**
 * The props that refill an input of a refused form: its name, what was typed in it, and its refusal if it is
 * about that input.
 */
export function keptInput<Name extends string>(
  kept: Partial<Readonly<Record<Name, string>>> | null | undefined,
  error: FieldError | null | undefined,
) {
  return (name: Name) => ({ name, defaultValue: kept?.[name], error: errorOn(error, name) });
}
