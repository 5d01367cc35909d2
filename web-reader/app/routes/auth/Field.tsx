import { useId, type InputHTMLAttributes } from 'react';
import { useErrorText, useT } from '../../i18n/use-t.ts';
import { errorOn, type FieldError } from './field-error.ts';
import { PASSWORD_MIN_LENGTH, PASSWORD_PATTERN } from './password-rule.ts';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  readonly name: string;
  readonly label: string;
  readonly help?: string;
  /** The refusal's code, shown under the input and read with it. */
  readonly error?: string | undefined;
}

/**
 * What goes under a form control: its help text and its refusal, with the id to give the control and the ids that
 * tie both notes to it for screen readers.
 */
export function useFieldNotes(help: string | undefined, error: string | undefined) {
  const id = useId();
  const text = useErrorText();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [help ? helpId : null, error ? errorId : null].filter(Boolean).join(' ');
  const notes = (
    <>
      {help ? (
        <p id={helpId} className="auth-field__help">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {text(error)}
        </p>
      ) : null}
    </>
  );
  return {
    id,
    notes,
    control: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined },
  };
}

/** A labelled input with its help text and its error, both tied to it for screen readers. */
export function Field({ label, help, error, ...input }: FieldProps) {
  const { id, notes, control } = useFieldNotes(help, error);
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} {...control} />
      {notes}
    </div>
  );
}

/** A refusal about the whole form, shown above its fields. */
export function FormAlert({ code }: { code: string | undefined }) {
  const text = useErrorText();
  if (!code) return null;
  return (
    <p className="field-error auth-alert" role="alert">
      {text(code)}
    </p>
  );
}

/** The 6-digit code from an e-mail: the phone offers its number pad and the code it just received. */
export function CodeField({ error }: { error: string | undefined }) {
  const t = useT();
  return (
    <Field
      name="code"
      type="text"
      label={t('auth.code')}
      help={t('auth.codeHelp')}
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9]{6}"
      maxLength={6}
      required
      className="auth-code"
      error={error}
    />
  );
}

/** The e-mail address every sign-in form starts with, kept as typed when the form comes back refused. */
export function EmailField({ value, error }: { value: string | undefined; error: FieldError | undefined }) {
  const t = useT();
  return (
    <Field
      name="email"
      type="email"
      label={t('auth.email')}
      autoComplete="email"
      required
      defaultValue={value}
      error={errorOn(error, 'email')}
    />
  );
}

/**
 * A new password and its confirmation, with the rule the API applies shown and checked by the browser first, and
 * marked as new so password managers offer to generate and save it.
 */
export function NewPasswordFields({
  label,
  error,
}: {
  label: 'auth.password' | 'auth.newPassword';
  error: FieldError | undefined;
}) {
  const t = useT();
  return (
    <>
      <Field
        name="password"
        type="password"
        label={t(label)}
        help={t('auth.passwordRule')}
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        pattern={PASSWORD_PATTERN}
        error={errorOn(error, 'password')}
      />
      <Field
        name="password_confirmation"
        type="password"
        label={t('auth.confirmation')}
        autoComplete="new-password"
        required
        error={errorOn(error, 'password_confirmation')}
      />
    </>
  );
}
