import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where a platform started without SESSION_SECRET keeps the secret it made, under its data folder. */
export const SESSION_SECRET_FILE = 'session-secret';

/**
 * The secret that signs sessions: SESSION_SECRET when it is set (production requires it), else one made at
 * random on the first start and kept in the data folder, readable by its owner only. No secret is written in the
 * repository, so nobody who reads the code can sign a session of a platform someone started from it, and a restart
 * keeps every session signed before it valid.
 */
export async function sessionSecretOf(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = join(dataDir, SESSION_SECRET_FILE);
  await mkdir(dataDir, { recursive: true });
  try {
    // `wx`: two processes starting on one data folder cannot both write one; the second reads the first's.
    await writeFile(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const kept = (await readFile(file, 'utf8')).trim();
  if (kept.length < 32)
    throw new Error(`${file} holds no usable session secret: delete it to make a new one`);
  return kept;
}
