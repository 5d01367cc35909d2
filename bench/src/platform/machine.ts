import { execFileSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import type { Machine } from '../report/model.ts';
import type { BenchServer } from './bench-database.ts';

export async function describeMachine(server: BenchServer): Promise<Machine> {
  const cores = cpus();
  return {
    cpus: cores[0]?.model.trim() ?? 'unknown',
    cores: cores.length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    postgres: await server.version(),
    database: server.kind,
  };
}

/** The commit measured; `-dirty` when the working tree held changes not committed yet. */
export function measuredCommit(root: string): string {
  try {
    return execFileSync('git', ['describe', '--always', '--dirty', '--abbrev=12'], {
      cwd: root,
      encoding: 'utf8',
    }).trim();
  } catch {
    return 'unknown';
  }
}
