/**
 * Runs `writers` loops side by side for `durationMs`, each calling `operation` until the time is up, and answers the
 * units done per second (an operation returns how many units it did: events of an append, rows of an insert).
 */
export async function throughput(
  durationMs: number,
  writers: number,
  operation: (writer: number, iteration: number) => Promise<number>,
): Promise<number> {
  let done = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      for (let iteration = 0; performance.now() < deadline; iteration += 1)
        done += await operation(writer, iteration);
    }),
  );
  return (done * 1000) / (performance.now() - started);
}
