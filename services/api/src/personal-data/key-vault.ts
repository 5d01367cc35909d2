import { createHmac, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import {
  PERSONAL_KEY_RING_STREAM,
  PersonalKeyRingCreated,
  SYSTEM_ACTOR,
  schemaVersionOf,
} from '@afrimedia/domain';
import { WrongExpectedVersion, type EventStore } from '@afrimedia/event-store';
import type { ApiDb } from '../storage/api-db.ts';
import { KEY_BYTES, SealBroken, seal, unseal } from './seal.ts';

/** What the ring's check value holds: opening it proves the master key is the one the keys were wrapped with. */
const RING_CHECK = 'afrimedia personal-data key ring';
/** How long a process trusts a key it read: another process may destroy it meanwhile. */
const KEY_CACHE_MS = 60_000;
const VERIFY_CHUNK = 1_000;

/**
 * The platform cannot read the personal data it holds: going on would serve lost data as if it were erased. At
 * start it stops the start; on a read, that read.
 */
export class PersonalKeysUnusable extends Error {
  constructor(message: string) {
    super(`personal-data keys unusable: ${message}; stopping rather than lose or expose anyone's data`);
    this.name = 'PersonalKeysUnusable';
  }
}

export type ReadingKey = Buffer | 'destroyed';

export interface KeyVault {
  /** The key to seal `owner`'s data with, made on first use; throws when the owner's key was destroyed. */
  sealingKey(owner: string): Promise<Buffer>;
  /** The key to open `owner`'s data with, 'destroyed' once erased; a key never made is a lost key and throws. */
  readingKey(owner: string): Promise<ReadingKey>;
  /** Whether `owner`'s key was destroyed (legacy plaintext events of theirs then read as erased). */
  isDestroyed(owner: string): Promise<boolean>;
  /** Destroys the keys of `owners` for good; answers how many were live. */
  destroy(owners: readonly string[], at: Date): Promise<number>;
  /** The keyed hash an e-mail address is reserved under: the reservation table never holds the address. */
  emailDigest(email: string): string;
}

export class KeyDestroyed extends Error {
  constructor(readonly owner: string) {
    super(`the personal-data key of ${owner} was destroyed: nothing personal can be written for it any more`);
    this.name = 'KeyDestroyed';
  }
}

const wrapContext = (owner: string) => `personal key of ${owner}`;

/**
 * Opens the key table: checks the master key against the ring (made, and recorded in the event store, on the
 * first start), and that every live key unwraps. A ring missing while the store says one was made, a master key
 * that does not open it, or a key that does not unwrap stops the start with PersonalKeysUnusable.
 */
export async function openKeyVault(parts: {
  db: ApiDb;
  store: EventStore;
  masterKey: Buffer;
  now?: () => Date;
}): Promise<KeyVault & { readonly liveKeys: number }> {
  const { db, store, masterKey } = parts;
  const now = parts.now ?? (() => new Date());
  if (masterKey.length !== KEY_BYTES) throw new PersonalKeysUnusable('the master key is not 32 bytes');
  const ringId = await openRing(db, store, masterKey, now);
  const liveKeys = await verifyKeys(db, masterKey);
  const emailKey = Buffer.from(hkdfSync('sha256', masterKey, ringId, 'e-mail reservations', KEY_BYTES));
  const cache = new Map<string, { key: ReadingKey; until: number }>();

  const cached = (owner: string): ReadingKey | undefined => {
    const entry = cache.get(owner);
    if (entry && (entry.key === 'destroyed' || entry.until > Date.now())) return entry.key;
    return undefined;
  };
  const remember = (owner: string, key: ReadingKey) =>
    cache.set(owner, { key, until: Date.now() + KEY_CACHE_MS });

  async function lookUp(owner: string): Promise<ReadingKey | undefined> {
    const known = cached(owner);
    if (known) return known;
    const row = await db
      .selectFrom('api.personal_keys')
      .select('wrapped_key')
      .where('owner', '=', owner)
      .executeTakeFirst();
    if (!row) return undefined;
    const key = row.wrapped_key === null ? 'destroyed' : unwrap(masterKey, owner, row.wrapped_key);
    remember(owner, key);
    return key;
  }

  return {
    liveKeys,
    async sealingKey(owner) {
      const known = await lookUp(owner);
      if (known === 'destroyed') throw new KeyDestroyed(owner);
      if (known) return known;
      const key = randomBytes(KEY_BYTES);
      await db
        .insertInto('api.personal_keys')
        .values({ owner, wrapped_key: seal(masterKey, key, wrapContext(owner)), created_at: now() })
        .onConflict((conflict) => conflict.column('owner').doNothing())
        .execute();
      // A concurrent first use may have won: everyone seals with the key the table kept.
      const kept = await lookUp(owner);
      if (kept === 'destroyed') throw new KeyDestroyed(owner);
      if (!kept) throw new PersonalKeysUnusable(`the key of ${owner} vanished as it was made`);
      return kept;
    },
    async readingKey(owner) {
      const key = await lookUp(owner);
      if (!key) throw new PersonalKeysUnusable(`no key for ${owner}, whose sealed data the store holds`);
      return key;
    },
    async isDestroyed(owner) {
      return (await lookUp(owner)) === 'destroyed';
    },
    async destroy(owners, at) {
      if (owners.length === 0) return 0;
      const destroyed = await db
        .updateTable('api.personal_keys')
        .set({ wrapped_key: null, destroyed_at: at })
        .where('owner', 'in', owners)
        .where('wrapped_key', 'is not', null)
        .executeTakeFirst();
      // An owner with no key yet gets a destroyed row: anything plaintext of theirs from before keys existed
      // then reads as erased too.
      await db
        .insertInto('api.personal_keys')
        .values(owners.map((owner) => ({ owner, wrapped_key: null, created_at: at, destroyed_at: at })))
        .onConflict((conflict) => conflict.column('owner').doNothing())
        .execute();
      for (const owner of owners) cache.set(owner, { key: 'destroyed', until: Number.POSITIVE_INFINITY });
      return Number(destroyed.numUpdatedRows);
    },
    emailDigest(email) {
      return createHmac('sha256', emailKey).update(email).digest('base64url');
    },
  };
}

function unwrap(masterKey: Buffer, owner: string, wrapped: string): Buffer {
  try {
    return unseal(masterKey, wrapped, wrapContext(owner));
  } catch (error) {
    if (error instanceof SealBroken) throw new PersonalKeysUnusable(`the key of ${owner} does not unwrap`);
    throw error;
  }
}

async function openRing(db: ApiDb, store: EventStore, masterKey: Buffer, now: () => Date): Promise<string> {
  const recorded = await recordedRing(store);
  const ring = await db.selectFrom('api.key_ring').selectAll().executeTakeFirst();
  if (!ring) {
    if (recorded)
      throw new PersonalKeysUnusable(
        `the key table has no ring, yet ring ${recorded} was made on ${PERSONAL_KEY_RING_STREAM}: the table was lost or emptied`,
      );
    const ringId = randomUUID();
    await db
      .insertInto('api.key_ring')
      .values({
        id: 1,
        ring_id: ringId,
        check_value: seal(masterKey, Buffer.from(RING_CHECK), ringId),
        created_at: now(),
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    return openRing(db, store, masterKey, now);
  }
  try {
    if (unseal(masterKey, ring.check_value, ring.ring_id).toString() !== RING_CHECK)
      throw new Error('no match');
  } catch {
    throw new PersonalKeysUnusable(`the master key does not open key ring ${ring.ring_id}`);
  }
  if (recorded !== undefined && recorded !== ring.ring_id)
    throw new PersonalKeysUnusable(
      `the key table holds ring ${ring.ring_id}, the store recorded ring ${recorded}`,
    );
  if (recorded === undefined) await recordRing(store, ring.ring_id, ring.created_at);
  return ring.ring_id;
}

async function recordedRing(store: EventStore): Promise<string | undefined> {
  for await (const event of store.readStream(PERSONAL_KEY_RING_STREAM))
    return PersonalKeyRingCreated.schema.parse(event.data).ringId;
  return undefined;
}

async function recordRing(store: EventStore, ringId: string, createdAt: Date): Promise<void> {
  try {
    await store.append(
      PERSONAL_KEY_RING_STREAM,
      [
        {
          id: ringId,
          type: PersonalKeyRingCreated.type,
          data: { ringId, createdAt: createdAt.toISOString() },
          metadata: {
            correlationId: ringId,
            causationId: ringId,
            actorId: SYSTEM_ACTOR,
            occurredAt: createdAt.toISOString(),
            schemaVersion: schemaVersionOf(PersonalKeyRingCreated.type),
          },
        },
      ],
      'no_stream',
    );
  } catch (error) {
    // Another process starting on the same database recorded it first.
    if (!(error instanceof WrongExpectedVersion)) throw error;
  }
}

/** Unwraps every live key once: a corrupt one is found at start, not when its owner next signs in. */
async function verifyKeys(db: ApiDb, masterKey: Buffer): Promise<number> {
  let after = '';
  let live = 0;
  for (;;) {
    const rows = await db
      .selectFrom('api.personal_keys')
      .select(['owner', 'wrapped_key'])
      .where('owner', '>', after)
      .where('wrapped_key', 'is not', null)
      .orderBy('owner')
      .limit(VERIFY_CHUNK)
      .execute();
    for (const row of rows) unwrap(masterKey, row.owner, row.wrapped_key as string);
    live += rows.length;
    const last = rows.at(-1);
    if (!last || rows.length < VERIFY_CHUNK) return live;
    after = last.owner;
  }
}
