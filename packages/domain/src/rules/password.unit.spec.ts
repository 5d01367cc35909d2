import { describe, expect, it } from 'vitest';
import { checkPassword, isStrongPassword } from './password.ts';

describe('password policy', () => {
  it('accepts 8 characters with an uppercase letter, a lowercase letter and a digit', () => {
    expect(isStrongPassword('Abcdefg1')).toBe(true);
    expect(isStrongPassword('Éléphant2024')).toBe(true);
  });

  it.each([
    ['shorter than 8 characters', 'Abcdef1'],
    ['without an uppercase letter', 'abcdefg1'],
    ['without a lowercase letter', 'ABCDEFG1'],
    ['without a digit', 'Abcdefgh'],
  ])('refuses a password %s', (_case, password) => {
    expect(checkPassword(password)).toMatchObject({ code: 'PASSWORD_TOO_WEAK', field: 'password' });
  });

  it('refuses a confirmation that does not match, with the spec message', () => {
    expect(checkPassword('Abcdefg1', 'Abcdefg2')).toMatchObject({
      code: 'PASSWORD_CONFIRMATION_FAILED',
      message: 'The password confirmation has failed',
      field: 'confirmation',
    });
  });

  it('passes a strong password with a matching confirmation, or with no confirmation field', () => {
    expect(checkPassword('Abcdefg1', 'Abcdefg1')).toBeUndefined();
    expect(checkPassword('Abcdefg1')).toBeUndefined();
  });
});
