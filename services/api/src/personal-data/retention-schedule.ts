import { randomUUID } from 'node:crypto';
import type { EventStore } from '@afrimedia/event-store';
import type { MediaStorage } from '../media/media-storage.ts';
import type { ApiDb } from '../storage/api-db.ts';
import { storePorts } from '../use-cases/store-ports.ts';
import type { KeyVault } from './key-vault.ts';
import { apiDataPurge } from './purge-api-data.ts';
import { applyRetention, type RetentionReport } from './retention.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs the retention pass once at start and then daily. Every pass is whole on its own (what it finds due it erases,
 * and erasing is idempotent), so processes that run it at once or a pass cut short lose nothing.
 */
export function startRetention(parts: {
  db: ApiDb;
  store: EventStore;
  personalKeys: KeyVault;
  media: MediaStorage;
  clock: () => Date;
  onPass: (report: RetentionReport) => void;
  onError: (error: unknown) => void;
  intervalMs?: number;
}): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const pass = () => {
    running = applyRetention({
      db: parts.db,
      commands: storePorts(parts.store, { clock: parts.clock, correlationId: `retention-${randomUUID()}` })
        .commands,
      personalKeys: parts.personalKeys,
      clock: parts.clock,
      purgeApiData: apiDataPurge(parts.db, parts.media),
    }).then(parts.onPass, parts.onError);
  };
  pass();
  const timer = setInterval(pass, parts.intervalMs ?? DAY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
