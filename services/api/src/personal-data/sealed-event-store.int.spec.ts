import { randomBytes, randomUUID } from 'node:crypto';
import {
  erasedEmail,
  reservations,
  schemaVersionOf,
  upcastEvent,
  userStream,
  type PersonalData,
} from '@afrimedia/domain';
import {
  createPostgresEventStore,
  migrateEventStore,
  ReservationConflict,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
} from '@afrimedia/event-store';
import { createTestDatabase, type TestDatabase } from '@afrimedia/postgres/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiDb, type ApiDb } from '../storage/api-db.ts';
import { migrateApiTables } from '../storage/migrate-api.ts';
import { openKeyVault, PersonalKeysUnusable } from './key-vault.ts';
import { sealPersonalData } from './sealed-event-store.ts';

const at = '2026-11-27T10:00:00.000Z';

function registered(userId: string, personal: PersonalData): NewEvent {
  return {
    id: randomUUID(),
    type: 'UserRegistered',
    data: {
      userId,
      role: 'reader',
      language: 'en',
      passwordHash: 'argon2-hash',
      termsAcceptedAt: at,
      registeredAt: at,
      personal,
    },
    metadata: {
      correlationId: randomUUID(),
      causationId: randomUUID(),
      actorId: userId,
      occurredAt: at,
      schemaVersion: schemaVersionOf('UserRegistered'),
    },
  };
}

async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

describe('personal data sealed in the event store', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let db: ApiDb;
  let raw: EventStore;
  const masterKey = randomBytes(32);

  const rawRows = async () =>
    (
      await pool.query<{ data: unknown; key: string }>('select data::text as data from event_store.events')
    ).rows
      .map((row) => String(row.data))
      .join('\n');
  const open = () => openKeyVault({ db, store: raw, masterKey });

  beforeAll(async () => {
    database = await createTestDatabase('sealed_store');
    pool = new pg.Pool({ connectionString: database.url, max: 4 });
    db = createApiDb(pool);
    await migrateEventStore(pool);
    await migrateApiTables(db);
    raw = createPostgresEventStore({ pool });
  });

  afterAll(async () => {
    await raw.close();
    await pool.end();
    await database.drop();
  });

  it('stores no personal field in plaintext, reads it back whole, and reads the erased form once the key is gone', async () => {
    const vault = await open();
    const store = sealPersonalData(raw, vault);
    const userId = randomUUID();
    const personal = { email: 'amina.sow@example.test', firstName: 'Amina', phone: '+221770001122' };
    await store.append(userStream(userId), [registered(userId, personal)], 'no_stream', {
      reservations: [reservations.email(personal.email)],
    });

    expect(await rawRows()).not.toMatch(/amina|770001122/i);
    const reservationKeys = (await pool.query<{ key: string }>('select key from event_store.reservations'))
      .rows;
    expect(reservationKeys.map((row) => row.key).join()).not.toMatch(/amina/i);
    expect(await store.reservationOwner(reservations.email('Amina.Sow@example.test'))).toBe(
      userStream(userId),
    );

    const [read] = await all(store.readStream(userStream(userId)));
    expect((read?.data as { personal: unknown }).personal).toEqual(personal);

    expect(await vault.destroy([userStream(userId)], new Date(at))).toBe(1);
    const [erased] = await all(store.readAll({ commit: 0n, prepare: 0n }, { types: ['UserRegistered'] }));
    const event = upcastEvent('UserRegistered', 1, (erased as RecordedEvent).data);
    expect(event.type === 'UserRegistered' && event.data.personal).toEqual({
      email: erasedEmail(userStream(userId)),
    });
    expect(JSON.stringify(erased?.data)).not.toMatch(/amina|770001122/i);
    // Another process opening the vault after the deletion cannot read it either.
    const [later] = await all(sealPersonalData(raw, await open()).readStream(userStream(userId)));
    expect(JSON.stringify(later?.data)).not.toMatch(/amina/i);
  });

  it('refuses an address already reserved, naming the address and not its hash', async () => {
    const store = sealPersonalData(raw, await open());
    const email = `kofi.${randomUUID()}@example.test`;
    const first = randomUUID();
    await store.append(userStream(first), [registered(first, { email })], 'no_stream', {
      reservations: [reservations.email(email)],
    });
    const second = randomUUID();
    const attempt = store.append(userStream(second), [registered(second, { email })], 'no_stream', {
      reservations: [reservations.email(email.toUpperCase())],
    });
    await expect(attempt).rejects.toThrow(ReservationConflict);
    await expect(attempt).rejects.toThrow(email);
  });

  it('reads events stored in plaintext before sealing began, and erases them with their owner', async () => {
    const vault = await open();
    const store = sealPersonalData(raw, vault);
    const userId = randomUUID();
    const email = 'legacy.reader@example.test';
    await raw.append(userStream(userId), [registered(userId, { email, lastName: 'Mensah' })], 'no_stream', {
      reservations: [reservations.email(email)],
    });
    expect(await store.reservationOwner(reservations.email(email))).toBe(userStream(userId));
    const other = randomUUID();
    await expect(
      store.append(userStream(other), [registered(other, { email })], 'no_stream', {
        reservations: [reservations.email(email)],
      }),
    ).rejects.toThrow(ReservationConflict);

    const [before] = await all(store.readStream(userStream(userId)));
    expect(JSON.stringify(before?.data)).toMatch(/Mensah/);
    await store.append(userStream(userId), [], 'any', { releases: [reservations.email(email)] });
    expect(await store.reservationOwner(reservations.email(email))).toBeUndefined();
    await vault.destroy([userStream(userId)], new Date(at));
    const [after] = await all(store.readStream(userStream(userId)));
    expect(JSON.stringify(after?.data)).not.toMatch(/Mensah|legacy\.reader/);
  });

  it('refuses to start when the key table was emptied, the master key differs or a key is corrupt', async () => {
    const vault = await open();
    const userId = randomUUID();
    await sealPersonalData(raw, vault).append(
      userStream(userId),
      [registered(userId, { email: `abena.${userId}@example.test` })],
      'no_stream',
    );
    await expect(openKeyVault({ db, store: raw, masterKey: randomBytes(32) })).rejects.toThrow(
      /master key does not open key ring/,
    );

    const kept = await pool.query('select * from api.personal_keys where owner = $1', [userStream(userId)]);
    await pool.query(
      `update api.personal_keys
       set wrapped_key = overlay(wrapped_key placing
         (case when substr(wrapped_key, 20, 1) = 'A' then 'B' else 'A' end) from 20 for 1)
       where owner = $1`,
      [userStream(userId)],
    );
    await expect(open()).rejects.toThrow(PersonalKeysUnusable);
    await expect(open()).rejects.toThrow(`the key of ${userStream(userId)} does not unwrap`);
    await pool.query('update api.personal_keys set wrapped_key = $1 where owner = $2', [
      kept.rows[0].wrapped_key,
      userStream(userId),
    ]);

    const ring = await pool.query('select * from api.key_ring');
    await pool.query('delete from api.key_ring');
    await expect(open()).rejects.toThrow(/the table was lost or emptied/);
    await pool.query('insert into api.key_ring select * from json_populate_record(null::api.key_ring, $1)', [
      JSON.stringify(ring.rows[0]),
    ]);

    await pool.query('delete from api.personal_keys where owner = $1', [userStream(userId)]);
    const reopened = sealPersonalData(raw, await open());
    await expect(all(reopened.readStream(userStream(userId)))).rejects.toThrow(
      `no key for ${userStream(userId)}`,
    );
  });
});
