import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { useErrorText, useT } from '../../i18n/use-t.ts';
import type { Intent, ProfileActionResult } from './profile-result.ts';

/** The refusal code the action gave `field` of the form `intent`, if any. */
export function fieldError(
  result: ProfileActionResult | undefined,
  intent: Intent,
  field: string,
): string | undefined {
  if (!result || result.intent !== intent || !('error' in result)) return undefined;
  return result.error.field === field ? result.error.code : undefined;
}

const idOf = (name: string) => `profile-${name}`;

function described(id: string, hint: boolean, error: boolean): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  const errorText = useErrorText();
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {errorText(error)}
        </p>
      ) : null}
    </>
  );
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  readonly name: string;
  readonly label: string;
  readonly hint?: string;
  /** The refusal code of this field, shown under it. */
  readonly error?: string;
}

/**
 * A labelled input with its hint and its error under it, tied to it for screen readers. `id` is needed only where
 * two forms of a page have a field of the same name.
 */
export function Field({ name, label, hint, error, id = idOf(name), ...input }: FieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, Boolean(hint), Boolean(error))}
        {...input}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  readonly name: string;
  readonly label: string;
  readonly error?: string;
  readonly children: ReactNode;
}

export function SelectField({ name, label, error, children, ...select }: SelectProps) {
  return (
    <div className="field">
      <label htmlFor={idOf(name)}>{label}</label>
      <select
        id={idOf(name)}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(idOf(name), false, Boolean(error))}
        {...select}
      >
        {children}
      </select>
      <FieldNotes id={idOf(name)} error={error} />
    </div>
  );
}

/**
 * What became of the form `intent`: saved, or refused for a reason that names none of its `fields` (those show
 * next to their field instead).
 */
export function FormStatus({
  result,
  intent,
  fields,
}: {
  result: ProfileActionResult | undefined;
  intent: Intent;
  fields: readonly string[];
}) {
  const t = useT();
  const errorText = useErrorText();
  if (!result || result.intent !== intent) return null;
  if ('saved' in result) return <SavedNote>{t('profile.saved')}</SavedNote>;
  if (result.error.field && fields.includes(result.error.field)) return null;
  return (
    <p className="form-status field-error" role="alert">
      {errorText(result.error.code)}
    </p>
  );
}

/** A form's success, read out once it shows. */
export function SavedNote({ children }: { children: ReactNode }) {
  return (
    <p className="form-status form-status--saved" role="status">
      {children}
    </p>
  );
}

/** The one button that sends a form, on a line of its own; `danger` for what cannot be undone. */
export function SubmitRow({
  children,
  disabled,
  danger,
}: {
  children: ReactNode;
  disabled?: boolean;
  danger?: boolean;
}) {
  return (
    <p>
      <button type="submit" className={danger ? 'button button--danger' : 'button'} disabled={disabled}>
        {children}
      </button>
    </p>
  );
}
