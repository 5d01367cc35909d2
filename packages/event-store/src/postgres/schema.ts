import type pg from 'pg';

/** Serialises concurrent starters (API and projector processes) creating the schema. */
const MIGRATION_LOCK = 7_244_771_001;

/**
 * The event store's tables. `transaction_id` is the writing transaction's id: readers of the global feed only
 * read rows whose transaction is older than every transaction still running, and order by (transaction_id,
 * position), so an event that commits late with a lower position is never skipped.
 */
const SCHEMA = `
create schema if not exists event_store;

create table if not exists event_store.events (
  position bigint generated always as identity primary key,
  transaction_id xid8 not null default pg_current_xact_id(),
  event_id uuid not null unique,
  stream text not null,
  version bigint not null,
  type text not null,
  data jsonb not null,
  metadata jsonb not null,
  recorded_at timestamptz not null default now(),
  unique (stream, version)
);

create index if not exists events_feed on event_store.events (transaction_id, position);

create table if not exists event_store.reservations (
  scope text not null,
  key text not null,
  stream text not null,
  reserved_at timestamptz not null default now(),
  primary key (scope, key)
);

create index if not exists reservations_stream on event_store.reservations (stream);
`;

export async function migrateEventStore(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(SCHEMA);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
