import type { EventStore } from '@afrimedia/event-store';
import type { ApiDb } from '../storage/api-db.ts';
import { openKeyVault, type KeyVault } from './key-vault.ts';
import { sealPersonalData } from './sealed-event-store.ts';

/**
 * The event store every part of the API uses: `stored` behind the sealing of personal data, with the key vault
 * it seals with. Fails the start when the keys cannot be used (see openKeyVault).
 */
export async function openSealedStore(parts: {
  db: ApiDb;
  stored: EventStore;
  masterKey: Buffer;
}): Promise<{ store: EventStore; personalKeys: KeyVault; liveKeys: number }> {
  const personalKeys = await openKeyVault({ db: parts.db, store: parts.stored, masterKey: parts.masterKey });
  return {
    store: sealPersonalData(parts.stored, personalKeys),
    personalKeys,
    liveKeys: personalKeys.liveKeys,
  };
}
