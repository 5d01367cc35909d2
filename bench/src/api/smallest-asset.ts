import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The smallest hashed asset of the reader build: what the same process answers with no work of its own. */
export function smallestAsset(readerBuild: string): string {
  const dir = join(readerBuild, 'client/assets');
  const [smallest] = readdirSync(dir)
    .map((file) => ({ file, size: statSync(join(dir, file)).size }))
    .sort((a, b) => a.size - b.size);
  if (!smallest) throw new Error('the reader build holds no asset');
  return `/assets/${smallest.file}`;
}
