import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The first byte of every sealed value: which layout follows, so a later one can be read beside this one. */
const LAYOUT = 1;

export const KEY_BYTES = 32;

/**
 * AES-256-GCM with a fresh random IV. `context` is authenticated, not stored: a sealed value opens only where it
 * was sealed for (an event's id and type, a key's owner), so nobody can move it to another record.
 */
export function seal(key: Buffer, plaintext: Buffer, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([Buffer.of(LAYOUT), iv, cipher.getAuthTag(), body]).toString('base64');
}

export class SealBroken extends Error {
  constructor(readonly context: string) {
    super(`a sealed value for ${context} does not open with its key: it or the key is corrupt`);
    this.name = 'SealBroken';
  }
}

/** The plaintext of `sealed`; throws SealBroken when the key, the context or a single byte is wrong. */
export function unseal(key: Buffer, sealed: string, context: string): Buffer {
  const bytes = Buffer.from(sealed, 'base64');
  if (bytes.length < 1 + IV_BYTES + TAG_BYTES || bytes[0] !== LAYOUT) throw new SealBroken(context);
  const iv = bytes.subarray(1, 1 + IV_BYTES);
  const tag = bytes.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
  try {
    const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(bytes.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    throw new SealBroken(context);
  }
}
