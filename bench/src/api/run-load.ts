import { fork } from 'node:child_process';
import { resolve } from 'node:path';
import type { LoadOptions, LoadResult } from './load-options.ts';

/** Runs autocannon loads, one after the other, from a child process and answers their figures. */
export function runLoads(loads: readonly LoadOptions[]): Promise<LoadResult[]> {
  const child = fork(resolve(import.meta.dirname, 'load.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolveResult, reject) => {
    child.once('message', (results: LoadResult[]) => resolveResult(results));
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load process exited with code ${code}`));
    });
    child.send(loads);
  });
}
