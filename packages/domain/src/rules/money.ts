/** `digits` of an integer amount with its last `decimals` digits after the point, exactly. */
function decimalOf(amount: number, decimals: number, unit: string): `${number}` {
  if (!Number.isSafeInteger(amount))
    throw new RangeError(`an amount in ${unit} must be an integer: ${amount}`);
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.abs(amount)).padStart(decimals + 1, '0');
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` as `${number}`;
}

/**
 * An amount of integer cents as the exact decimal of euros it stands for (`1299` → `"12.99"`), for
 * `Intl.NumberFormat` to write in a reader's language without ever turning money into a binary fraction.
 */
export const euroDecimal = (cents: number): `${number}` => decimalOf(cents, 2, 'cents');

/**
 * An amount of integer micro-euros (what a paid read or a rate is worth, often under a cent) as the exact decimal
 * of euros, every digit kept: `12500` → `"0.012500"`. Written with at most six fraction digits, it stays exact.
 */
export const microEuroDecimal = (microEuros: number): `${number}` => decimalOf(microEuros, 6, 'micro-euros');
