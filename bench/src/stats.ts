/** The middle value (the mean of the two middle ones for an even count): one slow run on a shared machine moves it least. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('the median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The nearest-rank percentile (`p` in 0–100) of a sample. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('a percentile of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

/** `value / reference`, or null when either is missing (NaN) or the reference is zero (a ratio to nothing says nothing). */
export function ratio(value: number, reference: number): number | null {
  const quotient = value / reference;
  return reference === 0 || !Number.isFinite(quotient) ? null : quotient;
}

/** Runs `measure` `runs` times, one after the other, and keeps every figure it returns. */
export async function repeat<T>(runs: number, measure: (run: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await measure(run));
  return results;
}
