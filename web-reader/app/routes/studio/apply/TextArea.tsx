import type { TextareaHTMLAttributes } from 'react';
import { useFieldNotes } from '../../auth/Field.tsx';

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  readonly name: string;
  readonly label: string;
  readonly help?: string;
  /** The refusal's code, shown under it and read with it. */
  readonly error?: string | undefined;
}

/** A labelled text area with its help and its error tied to it for screen readers, like the sign-in forms' Field. */
export function TextArea({ label, help, error, ...textarea }: TextAreaProps) {
  const { id, notes, control } = useFieldNotes(help, error);
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={6} dir="auto" {...textarea} {...control} />
      {notes}
    </div>
  );
}
