import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';

export type MediaTool = 'ffmpeg' | 'ffprobe';

const require = createRequire(import.meta.url);

/**
 * The static ffmpeg and ffprobe binaries shipped inside their npm packages, so nothing is downloaded at install or
 * run time and no system ffmpeg is needed.
 */
export function mediaToolPath(tool: MediaTool): string {
  const installer = `@${tool}-installer/linux-x64`;
  try {
    return join(dirname(require.resolve(`${installer}/package.json`)), tool);
  } catch (error) {
    // An optional dependency: npm leaves it out on a machine that is not Linux x64.
    throw new Error(`${tool} is missing: ${installer} installs it on Linux x64 only`, { cause: error });
  }
}

export class MediaToolFailed extends Error {
  constructor(
    readonly tool: MediaTool,
    readonly exitCode: number | null,
    /** The end of what the tool wrote on stderr: its own explanation. */
    readonly stderrTail: string,
  ) {
    super(`${tool} failed (exit ${exitCode ?? 'signal'}): ${stderrTail.trim().split('\n').at(-1) ?? ''}`);
    this.name = 'MediaToolFailed';
  }
}

export interface RunToolOptions {
  /** Killed past this, and the run fails. */
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
  /** Each line the tool writes on stdout, as it comes (ffmpeg's -progress reports). */
  readonly onLine?: (line: string) => void;
}

/** Bounds on what is kept of a tool's output, so a chatty tool cannot fill memory. */
const MAX_STDOUT_BYTES = 1024 * 1024;
const STDERR_TAIL_BYTES = 4096;

/** Runs ffmpeg or ffprobe without a shell; resolves with its stdout when it exits 0. */
export function runMediaTool(
  tool: MediaTool,
  args: readonly string[],
  options: RunToolOptions,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(mediaToolPath(tool), args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: options.timeoutMs,
      killSignal: 'SIGKILL',
      ...(options.signal ? { signal: options.signal } : {}),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    if (options.onLine) {
      const onLine = options.onLine;
      createInterface({ input: child.stdout }).on('line', (line) => onLine(line));
    } else {
      child.stdout.on('data', (chunk: string) => {
        if (stdout.length < MAX_STDOUT_BYTES) stdout += chunk;
      });
    }
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL_BYTES);
    });
    child.on('error', (error) => reject(error));
    child.on('close', (code, signal) => {
      if (code === 0) resolve(stdout);
      else reject(new MediaToolFailed(tool, code, signal ? `${stderr}\nstopped by ${signal}` : stderr));
    });
  });
}
