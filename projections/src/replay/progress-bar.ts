import type { ReplayProgress } from './replay.ts';

const WIDTH = 30;

/**
 * Progress of a replay on a terminal: one line redrawn in place. Elsewhere (CI logs) a line per tenth, so logs
 * stay short.
 */
export function progressBar(total: number, stream: NodeJS.WriteStream = process.stderr) {
  let lastTenth = -1;
  return (progress: ReplayProgress) => {
    const ratio = total > 0 ? Math.min(1, progress.applied / total) : 1;
    const rate = progress.elapsedMs > 0 ? Math.round((progress.applied * 1000) / progress.elapsedMs) : 0;
    const filled = Math.round(ratio * WIDTH);
    const line =
      `${progress.projection.padEnd(14)} [${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ` +
      `${String(Math.round(ratio * 100)).padStart(3)}% ${progress.applied.toLocaleString('en')}/${total.toLocaleString('en')} events, ` +
      `${rate.toLocaleString('en')} events/s`;
    if (stream.isTTY) {
      stream.write(`\r${line}`);
      return;
    }
    const tenth = Math.floor(ratio * 10);
    if (tenth !== lastTenth) {
      lastTenth = tenth;
      stream.write(`${line}\n`);
    }
  };
}
