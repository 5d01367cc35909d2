import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface PlatformProcess {
  readonly url: string;
  readonly pid: number;
  /** The process's peak resident memory so far (VmHWM), in MiB. */
  peakRssMiB(): number;
  stop(): Promise<void>;
}

/** A session secret of the bench's own: the bench signs its readers' access tokens with it. */
export const BENCH_SESSION_SECRET = 'bench-session-secret-for-load-tests-only';
/**
 * One master key for every platform process of a run: they serve the same generated platform, whose key table a
 * process with another master key would refuse to open.
 */
const BENCH_PERSONAL_DATA_KEY = randomBytes(32).toString('base64');
const START_TIMEOUT_MS = 120_000;

/** Starts the platform in a process of its own on `databaseUrl`, serving the reader build at `/`. */
export async function startPlatformProcess(
  databaseUrl: string,
  readerBuild: string,
): Promise<PlatformProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'afrimedia-bench-media-'));
  const child = fork(resolve(import.meta.dirname, 'serve-platform.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      BENCH_READER_BUILD: readerBuild,
      PORT: '0',
      HOST: '127.0.0.1',
      // Under overload every refused request logs a warning; the figures count them as errors instead.
      LOG_LEVEL: 'error',
      SESSION_SECRET: BENCH_SESSION_SECRET,
      // Production refuses to start without an SMTP server and a key for personal data. The loads send no e-mail,
      // so none listens there, and the jobs (the outbox among them) do not run: retrying e-mails to nobody would
      // take the machine's time from the figures.
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PERSONAL_DATA_KEY: BENCH_PERSONAL_DATA_KEY,
      PLATFORM_PARTS: 'api,projectors',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error('the platform did not start in time')), START_TIMEOUT_MS);
    child.once('message', (message: { url: string }) => {
      clearTimeout(timer);
      resolveUrl(message.url);
    });
    child.once('exit', (code) => reject(new Error(`the platform process exited with code ${code}`)));
  });
  return {
    url,
    pid: child.pid!,
    peakRssMiB() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kib = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
      return kib / 1024;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
