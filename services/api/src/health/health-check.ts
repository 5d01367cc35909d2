/**
 * One part the platform needs; `check` throws (or rejects) when that part is not usable, and answers `degraded:
 * true` among its details when it works but not as it should (the platform still serves).
 */
export interface HealthCheck {
  readonly name: string;
  /** The platform cannot serve without this part: readiness waits for it (the others only show in /health). */
  readonly gatesReadiness?: boolean;
  check(): Promise<(Record<string, unknown> & { degraded?: boolean }) | void>;
}

export interface HealthReport {
  readonly status: 'ok' | 'degraded' | 'unavailable';
  readonly failing: readonly string[];
  readonly degraded: readonly string[];
  readonly checks: Record<
    string,
    { ok: boolean; latencyMs: number; error?: string } & Record<string, unknown>
  >;
}

const CHECK_TIMEOUT_MS = 2_000;

/** A failed check that still has details to show (e.g. the state of every projection beside the failing one). */
export class CheckFailed extends Error {
  constructor(
    message: string,
    readonly details: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'CheckFailed';
  }
}

export async function runHealthChecks(checks: readonly HealthCheck[]): Promise<HealthReport> {
  const results = await Promise.all(
    checks.map(async (check) => {
      const started = performance.now();
      try {
        const details = await withTimeout(check.check(), CHECK_TIMEOUT_MS);
        return [check.name, { ok: true, latencyMs: elapsed(started), ...(details ?? {}) }] as const;
      } catch (error) {
        const details = error instanceof CheckFailed ? error.details : {};
        return [
          check.name,
          { ...details, ok: false, latencyMs: elapsed(started), error: describe(error) },
        ] as const;
      }
    }),
  );
  const failing = results.filter(([, result]) => !result.ok).map(([name]) => name);
  const degraded = results
    .filter(([, result]) => result.ok && result.degraded === true)
    .map(([name]) => name);
  const status = failing.length ? 'unavailable' : degraded.length ? 'degraded' : 'ok';
  return { status, failing, degraded, checks: Object.fromEntries(results) };
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
