import type { GlobalPosition } from '@afrimedia/event-store';
import type pg from 'pg';

/** Serialises relays of one database creating the schema at the same time. */
const MIGRATION_LOCK = 7_244_773_001;

// numeric: a PostgreSQL transaction id (xid8) is an unsigned 64-bit number, past bigint's range.
const SCHEMA = `
create schema if not exists relay;

create table if not exists relay.checkpoints (
  name text primary key,
  commit_position numeric not null,
  prepare_position numeric not null,
  updated_at timestamptz not null default now()
);
`;

export async function migrateEventRelay(pool: pg.Pool): Promise<void> {
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

/** The position of the last event the broker acknowledged for the relay `name` (START when none). */
export async function readRelayCheckpoint(pool: pg.Pool, name: string): Promise<GlobalPosition> {
  const result = await pool.query<{ commit_position: string; prepare_position: string }>(
    `select commit_position::text as commit_position, prepare_position::text as prepare_position
       from relay.checkpoints where name = $1`,
    [name],
  );
  const row = result.rows[0];
  return row
    ? { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) }
    : { commit: 0n, prepare: 0n };
}

/**
 * Never moves the checkpoint back: a second relay of the same name running behind (an old deployment still
 * stopping) would otherwise rewind it, and the next start would publish that part again.
 */
export async function saveRelayCheckpoint(
  pool: pg.Pool,
  name: string,
  position: GlobalPosition,
): Promise<void> {
  await pool.query(
    `insert into relay.checkpoints as saved (name, commit_position, prepare_position)
       values ($1, $2::numeric, $3::numeric)
     on conflict (name) do update
       set commit_position = excluded.commit_position, prepare_position = excluded.prepare_position,
           updated_at = now()
       where (saved.commit_position, saved.prepare_position) < (excluded.commit_position, excluded.prepare_position)`,
    [name, position.commit.toString(), position.prepare.toString()],
  );
}
