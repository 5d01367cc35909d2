import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded.ts';

describe('the embedded PostgreSQL as root', () => {
  it.runIf(process.getuid?.() === 0)(
    'names the folder the postgres OS user cannot enter, instead of failing inside initdb',
    async () => {
      const closed = mkdtempSync(join(tmpdir(), 'afrimedia-closed-'));
      chmodSync(closed, 0o700);
      try {
        await expect(
          startEmbeddedPostgres({ dataDir: join(closed, 'project', '.data', 'cluster'), persistent: false }),
        ).rejects.toThrow(`cannot enter ${closed}: allow it (chmod o+x ${closed})`);
      } finally {
        rmSync(closed, { recursive: true, force: true });
      }
    },
  );
});
