import argon2 from 'argon2';

/** argon2id with the library's defaults (OWASP's minimums or above). */
export const hashPassword = (password: string): Promise<string> =>
  argon2.hash(password, { type: argon2.argon2id });

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    // A hash that is not argon2 (e.g. an imported account) never matches.
    return false;
  }
}
