/** Spec §5 and §9: a new password has at least 8 characters, with an uppercase letter, a lowercase letter and a digit. */
export const PASSWORD_MIN_LENGTH = 8;

/** The same rule as an HTML `pattern`, so the browser checks it even with scripts off. */
export const PASSWORD_PATTERN = '(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9]).{8,}';

export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /[0-9]/.test(password)
  );
}

export interface PasswordProblem {
  readonly field: 'password' | 'password_confirmation';
  readonly code: 'FIELDS_REQUIRED' | 'PASSWORD_TOO_WEAK' | 'PASSWORD_CONFIRMATION_FAILED';
}

/** What is wrong with a new password and its confirmation, named as the API names it; null when nothing is. */
export function newPasswordProblem(password: string, confirmation: string): PasswordProblem | null {
  if (password === '') return { field: 'password', code: 'FIELDS_REQUIRED' };
  if (!isStrongPassword(password)) return { field: 'password', code: 'PASSWORD_TOO_WEAK' };
  if (confirmation !== password)
    return { field: 'password_confirmation', code: 'PASSWORD_CONFIRMATION_FAILED' };
  return null;
}
