import { reject, type DomainError } from '../core/domain-error.ts';

/** Spec §5 / §9: at least 8 characters, with an uppercase letter, a lowercase letter and a digit. */
export const PASSWORD_MIN_LENGTH = 8;

export function isStrongPassword(password: string): boolean {
  return (
    [...password].length >= PASSWORD_MIN_LENGTH &&
    /\p{Lu}/u.test(password) &&
    /\p{Ll}/u.test(password) &&
    /\p{Nd}/u.test(password)
  );
}

/**
 * Checks a raw password (and its confirmation, when the form has one) before it is hashed.
 * The domain never sees raw passwords in events or commands: the API calls this, then hashes, then sends the
 * command with the hash — so the rule lives (and is tested) here while the decider stays free of crypto.
 */
export function checkPassword(password: string, confirmation?: string): DomainError | undefined {
  if (!isStrongPassword(password)) return reject('PASSWORD_TOO_WEAK', 'password');
  if (confirmation !== undefined && confirmation !== password) {
    return reject('PASSWORD_CONFIRMATION_FAILED', 'confirmation');
  }
  return undefined;
}
