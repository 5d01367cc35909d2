import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { KEY_BYTES } from './seal.ts';

/** Where a platform started without PERSONAL_DATA_KEY keeps the master key it made, under its data folder. */
export const MASTER_KEY_FILE = 'personal-data.key';

/**
 * The key that wraps every person's key in the key table: PERSONAL_DATA_KEY when set (production requires it),
 * else one made at random on the first start and kept in the data folder, readable by its owner only. A copy of
 * the database alone then opens no one's data.
 */
export async function masterKeyOf(configured: string | undefined, dataDir: string): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'base64');
  const file = join(dataDir, MASTER_KEY_FILE);
  await mkdir(dataDir, { recursive: true });
  try {
    // `wx`: two processes starting on one data folder cannot both write one; the second reads the first's.
    await writeFile(file, randomBytes(KEY_BYTES).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const kept = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  if (kept.length !== KEY_BYTES)
    throw new Error(
      `${file} holds no usable personal-data master key; it cannot be remade without losing data`,
    );
  return kept;
}
