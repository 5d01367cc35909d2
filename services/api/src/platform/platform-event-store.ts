import type { Config } from '@afrimedia/config';
import { createEventStoreDbStore, createPostgresEventStore } from '@afrimedia/event-store';
import type pg from 'pg';
import { masterKeyOf } from '../personal-data/master-key.ts';
import { openSealedStore } from '../personal-data/open-sealed-store.ts';
import type { ApiDb } from '../storage/api-db.ts';

/**
 * The configured event store (EventStoreDB when EVENTSTORE_URL names one, else PostgreSQL in `pool`'s database)
 * behind the sealing of personal data: what the platform and its scripts read and write through. `stored` is the
 * store itself, its personal fields still sealed: what leaves the platform (the Kafka relay) reads that.
 */
export async function openPlatformEventStore(
  config: Pick<Config, 'eventStoreUrl' | 'personalDataKey' | 'dataDir'>,
  pool: pg.Pool,
  db: ApiDb,
) {
  const stored = config.eventStoreUrl
    ? createEventStoreDbStore(config.eventStoreUrl)
    : createPostgresEventStore({ pool });
  try {
    const sealed = await openSealedStore({
      db,
      stored,
      masterKey: await masterKeyOf(config.personalDataKey, config.dataDir),
    });
    return { ...sealed, stored };
  } catch (error) {
    await stored.close();
    throw error;
  }
}
