import { randomBytes } from 'node:crypto';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Stripe-looking ids (`cus_…`, `sub_…`): a prefix naming the object, then 24 random letters and digits. */
export function newId(prefix: string): string {
  const bytes = randomBytes(24);
  let id = `${prefix}_`;
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return id;
}
