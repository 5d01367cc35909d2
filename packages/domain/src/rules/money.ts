/**
 * An amount of integer cents as the exact decimal of euros it stands for (`1299` → `"12.99"`), for
 * `Intl.NumberFormat` to write in a reader's language without ever turning money into a binary fraction.
 */
export function euroDecimal(cents: number): `${number}` {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`an amount in cents must be an integer: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}` as `${number}`;
}
