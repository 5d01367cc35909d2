/** One part the platform needs; `check` throws (or rejects) when that part is not usable. */
export interface HealthCheck {
  readonly name: string;
  check(): Promise<Record<string, unknown> | void>;
}

export interface HealthReport {
  readonly status: 'ok' | 'unavailable';
  readonly failing: readonly string[];
  readonly checks: Record<
    string,
    { ok: boolean; latencyMs: number; error?: string } & Record<string, unknown>
  >;
}

const CHECK_TIMEOUT_MS = 2_000;

export async function runHealthChecks(checks: readonly HealthCheck[]): Promise<HealthReport> {
  const results = await Promise.all(
    checks.map(async (check) => {
      const started = performance.now();
      try {
        const details = await withTimeout(check.check(), CHECK_TIMEOUT_MS);
        return [check.name, { ok: true, latencyMs: elapsed(started), ...(details ?? {}) }] as const;
      } catch (error) {
        return [check.name, { ok: false, latencyMs: elapsed(started), error: describe(error) }] as const;
      }
    }),
  );
  const failing = results.filter(([, result]) => !result.ok).map(([name]) => name);
  return { status: failing.length ? 'unavailable' : 'ok', failing, checks: Object.fromEntries(results) };
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
