import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { renderMarkdown } from './markdown.ts';
import type { BenchReport } from './model.ts';

/** Writes RESULTS.md and results.json side by side, formatted as the repository's format check wants them. */
export async function writeReport(dir: string, report: BenchReport): Promise<void> {
  const markdownPath = join(dir, 'RESULTS.md');
  const jsonPath = join(dir, 'results.json');
  const markdown = renderMarkdown(report);
  writeFileSync(
    markdownPath,
    await format(markdown, { ...(await resolveConfig(markdownPath)), parser: 'markdown' }),
  );
  writeFileSync(
    jsonPath,
    await format(JSON.stringify(report), { ...(await resolveConfig(jsonPath)), parser: 'json' }),
  );
}
