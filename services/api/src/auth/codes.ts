import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';

/** E-mailed codes and links are valid this long. */
export const CODE_MINUTES = 15;

export const hashCode = (code: string): string =>
  createHash('sha256').update(code.trim()).digest('base64url');

export interface NewCode {
  readonly codeId: string;
  /** What the user receives; only its hash is stored. */
  readonly code: string;
  readonly codeHash: string;
  readonly expiresAt: string;
}

function newCode(code: string, now: Date): NewCode {
  return {
    codeId: randomUUID(),
    code,
    codeHash: hashCode(code),
    expiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000).toISOString(),
  };
}

export const newPinCode = (now: Date): NewCode =>
  newCode(String(randomInt(0, 1_000_000)).padStart(6, '0'), now);

export const newLinkToken = (now: Date): NewCode => newCode(randomBytes(24).toString('base64url'), now);

/** A pin is six digits; anything else a user sends back came from a sign-in link. */
export const isPinCode = (code: string): boolean => /^\d{6}$/.test(code.trim());
