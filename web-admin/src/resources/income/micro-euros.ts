/** Euros as typed in the console: digits, then up to six decimals after a point or a comma (`0.0025`, `0,0025`). */
const EUROS = /^(\d{1,7})(?:[.,](\d{1,6}))?$/;

/**
 * An amount typed in euros as integer micro-euros, read from its digits so that it is never a binary fraction
 * (`0.0025` → 2500); undefined when it is not euros with at most six decimals.
 */
export function microEurosOf(text: string): number | undefined {
  const match = EUROS.exec(text.trim());
  if (!match) return undefined;
  const [, whole = '', fraction = ''] = match;
  return Number(whole) * 1_000_000 + Number(fraction.padEnd(6, '0'));
}
