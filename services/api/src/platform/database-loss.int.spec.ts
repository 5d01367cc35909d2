import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@afrimedia/config';
import { startEmbeddedPostgres, type EmbeddedServer } from '@afrimedia/postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { startPlatform, type RunningPlatform } from './platform.ts';

type Phase = 'before' | 'losing' | 'lost' | 'returning' | 'back';

interface Outcome {
  readonly phase: Phase;
  readonly status: number;
  readonly code: string | undefined;
  readonly reportId: string | undefined;
  readonly ms: number;
}

const DATABASE = 'afrimedia';
const READERS = 2;
/** Commands sent per tick of the load (reports: no password hashing, so the load measures the database). */
const PER_TICK = 2;
const TICK_MS = 100;
const MAX_REQUESTS_PER_RUN = 300;
const ANSWER_BUDGET_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The platform on a PostgreSQL server of its own, which the tests stop (then start again on the same data and
 * port) or freeze in the middle of a stream of commands.
 */
describe('the platform losing its database', () => {
  const root = mkdtempSync(join(tmpdir(), 'database-loss-'));
  const dataDir = join(root, 'cluster');
  let server: EmbeddedServer;
  let platform: RunningPlatform;
  const readers: Array<Record<string, string>> = [];
  const uncaught: unknown[] = [];
  const recordUncaught = (error: unknown) => void uncaught.push(error);

  beforeAll(async () => {
    // Each of these would end a real process: an 'error' event nobody listens to, a rejection nobody handles.
    process.on('uncaughtException', recordUncaught);
    process.on('unhandledRejection', recordUncaught);
    server = await startEmbeddedPostgres({ dataDir, persistent: true });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: server.databaseUrl(DATABASE),
      PORT: '0',
      DATA_DIR: join(root, 'data'),
      LOG_LEVEL: 'silent',
    });
    platform = await startPlatform(config, {
      logger: createLogger({ level: 'silent', pretty: false }),
      webApps: [],
    });
    for (let index = 0; index < READERS; index += 1) readers.push(await signedInReader(index));
  });

  afterAll(async () => {
    await platform?.stop();
    await server?.stop();
    process.removeListener('uncaughtException', recordUncaught);
    process.removeListener('unhandledRejection', recordUncaught);
    rmSync(root, { recursive: true, force: true });
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${platform.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });

  async function signedInReader(index: number): Promise<Record<string, string>> {
    const email = `reader-${index}@example.org`;
    const password = 'Str0ng-Passw0rd!';
    const registered = await post('/auth/register', { email, password, terms_accepted: true });
    expect(registered.status).toBe(201);
    const login = await post('/auth/login', { email, password });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    return { authorization: `Bearer ${token}` };
  }

  async function health(): Promise<{ status: number; ms: number }> {
    const started = performance.now();
    const response = await fetch(`${platform.url}/api/health`, { signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  }

  /** Polls health until it answers 200; how long that took. */
  async function recovery(): Promise<number> {
    const started = performance.now();
    while ((await health()).status !== 200) {
      if (performance.now() - started > 60_000) throw new Error('health never came back to 200');
      await sleep(100);
    }
    return performance.now() - started;
  }

  /** A few reports every 100 ms from the signed-in readers, each outcome tagged with the phase it was sent in. */
  function startLoad() {
    const outcomes: Outcome[] = [];
    const inFlight = new Set<Promise<void>>();
    let phase: Phase = 'before';
    let sent = 0;
    const report = async (reader: Record<string, string>, sentIn: Phase) => {
      const started = performance.now();
      const body = {
        link: '/articles/some-article',
        title: 'Spam',
        comment: `Copied word for word (${sent}).`,
      };
      let status = 0;
      let answer: { code?: string; reportId?: string } = {};
      try {
        const response = await post('/actions/report', body, reader);
        status = response.status;
        answer = (await response.json()) as typeof answer;
      } catch {
        // Counted as status 0: no answer within the client's patience.
      }
      const ms = performance.now() - started;
      outcomes.push({ phase: sentIn, status, code: answer.code, reportId: answer.reportId, ms });
    };
    const timer = setInterval(() => {
      for (let i = 0; i < PER_TICK && sent < MAX_REQUESTS_PER_RUN; i += 1) {
        sent += 1;
        const request = report(readers[sent % READERS]!, phase);
        inFlight.add(request);
        void request.finally(() => inFlight.delete(request));
      }
    }, TICK_MS);
    return {
      outcomes,
      enter(next: Phase) {
        phase = next;
      },
      async stop() {
        clearInterval(timer);
        await Promise.all([...inFlight]);
        return sent;
      },
    };
  }

  function summary(name: string, sent: number, outcomes: readonly Outcome[], extra: string[]): void {
    const lost = outcomes.filter((outcome) => outcome.phase === 'lost');
    console.log(
      [
        `${name}:`,
        `  requests sent: ${sent}`,
        `  2xx: ${outcomes.filter((outcome) => outcome.status >= 200 && outcome.status < 300).length}`,
        `  503: ${outcomes.filter((outcome) => outcome.status === 503).length}`,
        `  409 (retry): ${outcomes.filter((outcome) => outcome.status === 409).length}`,
        `  sent while the database was lost: ${lost.length}`,
        `  max latency while lost: ${Math.round(Math.max(...lost.map((outcome) => outcome.ms)))} ms`,
        ...extra.map((line) => `  ${line}`),
      ].join('\n'),
    );
  }

  /** What every run must show: quick 503s while lost, nothing but 201/503 around it, 201s once back. */
  function expectOutcomes(outcomes: readonly Outcome[]) {
    expect(uncaught).toEqual([]);
    const lost = outcomes.filter((outcome) => outcome.phase === 'lost');
    expect(lost.length).toBeGreaterThan(10);
    for (const outcome of lost) {
      expect(outcome).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
      expect(outcome.ms).toBeLessThan(ANSWER_BUDGET_MS);
    }
    // Around the loss and the return a command may land either way, but never as anything else. (Requests held
    // up by the loss all go at once when it ends, and a few readers' streams then see a burst of writers: one
    // may exhaust its retries and be asked to retry, with nothing appended.)
    const transitional = (outcome: Outcome) => outcome.phase === 'losing' || outcome.phase === 'returning';
    const retryLater = (outcome: Outcome) =>
      outcome.status === 409 && outcome.code === 'CONCURRENCY_CONFLICT';
    expect(
      outcomes.filter(
        (outcome) => ![201, 503].includes(outcome.status) && !(transitional(outcome) && retryLater(outcome)),
      ),
    ).toEqual([]);
    expect(
      outcomes.filter((outcome) => outcome.phase === 'before' && outcome.status === 201).length,
    ).toBeGreaterThan(5);
    const back = outcomes.filter((outcome) => outcome.phase === 'back');
    expect(back.length).toBeGreaterThan(5);
    expect(back.filter((outcome) => outcome.status !== 201)).toEqual([]);
  }

  /** Every acknowledged command has its event, and the projections applied them all by themselves. */
  async function expectEventsKeptAndProjected(outcomes: readonly Outcome[]) {
    const client = new pg.Client({ connectionString: server.databaseUrl(DATABASE) });
    await client.connect();
    try {
      const stored = await client.query<{ report_id: string }>(
        "select data->>'reportId' as report_id from event_store.events where type = 'ContentReported'",
      );
      const storedIds = new Set(stored.rows.map((row) => row.report_id));
      const acknowledged = outcomes.filter((outcome) => outcome.status === 201);
      expect(acknowledged.filter((outcome) => !storedIds.has(outcome.reportId!))).toEqual([]);

      let queued = -1;
      for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(200)) {
        const row = await client.query<{ count: string }>('select count(*) from admin_queues.reports');
        queued = Number(row.rows[0]?.count);
        if (queued === storedIds.size) break;
      }
      expect(queued).toBe(storedIds.size);
    } finally {
      await client.end();
    }
  }

  it('answers 503 while the server is stopped, stays up, and resumes by itself once it is back', async () => {
    const load = startLoad();
    try {
      await sleep(1_500);
      load.enter('losing');
      const port = server.port;
      await server.stop();
      load.enter('lost');
      await sleep(500);
      const whileLost = await health();
      await sleep(2_000);

      load.enter('returning');
      server = await startEmbeddedPostgres({ dataDir, persistent: true, port });
      const recoveryMs = await recovery();
      load.enter('back');
      await sleep(1_000);
      const sent = await load.stop();

      summary('server stopped', sent, load.outcomes, [
        `health while lost: ${whileLost.status} in ${Math.round(whileLost.ms)} ms`,
        `recovery (server restarted → health 200): ${Math.round(recoveryMs)} ms`,
      ]);
      expect(whileLost.status).toBe(503);
      expect(whileLost.ms).toBeLessThan(ANSWER_BUDGET_MS);
      expectOutcomes(load.outcomes);
      await expectEventsKeptAndProjected(load.outcomes);
      expect((await health()).status).toBe(200);
    } finally {
      await load.stop();
    }
  }, 180_000);

  it('answers 503 while the server is frozen, and resumes by itself once it thaws', async () => {
    // SIGSTOP on the postmaster and every backend: connections stay open, nothing answers. The backends are
    // listed only once the postmaster is stopped: the pool opens connections under load, and a backend forked
    // after an earlier listing would go on serving through the freeze.
    const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n', 1)[0]);
    let cluster = [postmaster];
    const signal = (name: NodeJS.Signals) => cluster.forEach((pid) => signalIfAlive(pid, name));
    const load = startLoad();
    try {
      await sleep(1_500);
      load.enter('losing');
      signalIfAlive(postmaster, 'SIGSTOP');
      cluster = [postmaster, ...childrenOf(postmaster)];
      signal('SIGSTOP');
      await sleep(ANSWER_BUDGET_MS);
      load.enter('lost');
      const whileLost = await health();
      await sleep(3_000);

      // Whatever was sent while frozen has had its answer budget before the thaw could serve it.
      load.enter('returning');
      await sleep(ANSWER_BUDGET_MS);
      signal('SIGCONT');
      const recoveryMs = await recovery();
      load.enter('back');
      await sleep(1_000);
      const sent = await load.stop();

      summary('server frozen', sent, load.outcomes, [
        `health while frozen: ${whileLost.status} in ${Math.round(whileLost.ms)} ms`,
        `recovery (server thawed → health 200): ${Math.round(recoveryMs)} ms`,
      ]);
      expect(whileLost.status).toBe(503);
      expectOutcomes(load.outcomes);
      await expectEventsKeptAndProjected(load.outcomes);
    } finally {
      signal('SIGCONT');
      await load.stop();
    }
  }, 180_000);
});

function childrenOf(pid: number): number[] {
  return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map(Number);
}

/** Backends whose clients left end once thawed; they need no signal any more. */
function signalIfAlive(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ESRCH') throw error;
  }
}
