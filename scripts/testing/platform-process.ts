import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

const root = resolve(import.meta.dirname, '../..');

export interface StartedProcess {
  readonly child: ChildProcess;
  /** The address its start-up line announces. */
  readonly url: string;
  /** DATABASE_URL, or the embedded server's that its log names. */
  readonly databaseUrl: string;
  /** Its output so far, and later: stdout's lines and stderr's chunks. */
  readonly lines: string[];
  /** Lines of stdout that are not JSON: the log stream must hold nothing else. */
  readonly notJson: string[];
  readonly readyAfterMs: number;
}

/** Processes started and not yet seen to exit: a test that fails half-way leaves none running after its file. */
export const runningProcesses = new Set<ChildProcess>();

/**
 * Runs a platform process with Node (`args` after the executable) from the repository's folder and waits for the
 * line announcing where it runs. DATABASE_URL is the test's to give, never inherited.
 */
export async function startPlatformProcess(
  args: readonly string[],
  env: Record<string, string | undefined>,
  budgetMs: number,
): Promise<StartedProcess> {
  const began = performance.now();
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...inherited, PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own, as in a terminal: Ctrl-C reaches the platform and its PostgreSQL together.
    detached: true,
  });
  runningProcesses.add(child);
  child.on('exit', () => runningProcesses.delete(child));
  const lines: string[] = [];
  const notJson: string[] = [];
  let databaseUrl = env.DATABASE_URL ?? '';
  const url = await new Promise<string>((resolveUrl, rejectUrl) => {
    const timer = setTimeout(() => rejectUrl(new Error(`not ready in time:\n${lines.join('\n')}`)), budgetMs);
    child.on('exit', (code) => rejectUrl(new Error(`exited with ${code}:\n${lines.join('\n')}`)));
    child.stderr?.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      lines.push(line);
      const entry = parseLogLine(line);
      if (!entry) {
        notJson.push(line);
        return;
      }
      if (entry.msg === 'embedded PostgreSQL started' && entry.database) {
        databaseUrl = entry.database.replace(':***@', ':postgres@');
      }
      const running = /running at (http:\/\/\S+)/.exec(entry.msg);
      if (running?.[1]) {
        clearTimeout(timer);
        resolveUrl(running[1]);
      }
    });
  });
  return { child, url, databaseUrl, lines, notJson, readyAfterMs: performance.now() - began };
}

/** A line of the JSON log stream on stdout; anything else there (a build's output, a stray print) is a defect. */
export function parseLogLine(line: string): { msg: string; level?: number; database?: string } | undefined {
  try {
    return JSON.parse(line) as { msg: string; level?: number; database?: string };
  } catch {
    return undefined;
  }
}

/** Ctrl-C as a terminal sends it: to the whole process group, the embedded PostgreSQL included. */
export async function interrupt(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolveExit) => child.on('exit', (code) => resolveExit(code)));
  process.kill(-(child.pid ?? 0), 'SIGINT');
  return exited;
}
