import { describe, expect, it } from 'vitest';
import { isStrongPassword, newPasswordProblem, PASSWORD_PATTERN } from './password-rule.ts';

describe('the password rule', () => {
  it.each([
    ['Demo-Passw0rd', true],
    ['Abcdefg1', true],
    ['Abcdef1', false],
    ['abcdefg1', false],
    ['ABCDEFG1', false],
    ['Abcdefgh', false],
    ['', false],
  ])('%s is strong: %s', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
    // The browser's check without scripts agrees with the function.
    expect(new RegExp(`^(?:${PASSWORD_PATTERN})$`).test(password)).toBe(strong);
  });

  it('names the first problem as the API would, on the field at fault', () => {
    expect(newPasswordProblem('', '')).toEqual({ field: 'password', code: 'FIELDS_REQUIRED' });
    expect(newPasswordProblem('short1A', 'short1A')).toEqual({
      field: 'password',
      code: 'PASSWORD_TOO_WEAK',
    });
    expect(newPasswordProblem('Abcdefg1', 'Abcdefg2')).toEqual({
      field: 'password_confirmation',
      code: 'PASSWORD_CONFIRMATION_FAILED',
    });
    expect(newPasswordProblem('Abcdefg1', 'Abcdefg1')).toBeNull();
  });
});
