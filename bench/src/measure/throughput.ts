export interface Throughput {
  /** Units done (events appended, rows inserted) by every loop together. */
  readonly units: number;
  readonly seconds: number;
  readonly perSecond: number;
}

/**
 * Runs `writers` loops side by side for `durationMs`, each calling `operation` until the time is up, and answers the
 * units done (an operation returns how many units it did: events of an append, rows of an insert).
 */
export async function throughput(
  durationMs: number,
  writers: number,
  operation: (writer: number, iteration: number) => Promise<number>,
): Promise<Throughput> {
  let units = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      for (let iteration = 0; performance.now() < deadline; iteration += 1) {
        // Added after the await, never `units += await …`: that reads the total before the operation runs, and
        // with loops side by side each one writes back its own stale sum, losing the others' units.
        const done = await operation(writer, iteration);
        units += done;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { units, seconds, perSecond: units / seconds };
}
