import type pg from 'pg';

/** Serialises concurrent starters (API and projector processes) creating the schema. */
const MIGRATION_LOCK = 7_244_771_001;
/** Held by the append sending a notification, which covers the appends committed meanwhile. */
const NOTIFY_LOCK = 7_244_771_002;
/** First key of the per-stream advisory locks (the second is the stream name's hash). */
const STREAM_LOCK_CLASS = 7_244_772;

/** The channel on which appends notify subscriptions. */
export const NOTIFY_CHANNEL = 'event_store_appended';

/** The SQLSTATEs by which event_store.append refuses an append; the detail says why. */
export const APPEND_REFUSALS = {
  /** Detail: the stream's version, empty when it has none. */
  expectedVersion: 'ES001',
  /** Detail: the index of the first reservation another stream owns. */
  reservation: 'ES002',
  /** Detail: the stored ids among the append's, comma-separated. */
  eventIds: 'ES003',
} as const;

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
-- A reader of some types (a projector) finds each type's next events without walking the others.
create index if not exists events_by_type on event_store.events (type, transaction_id, position);

create table if not exists event_store.reservations (
  scope text not null,
  key text not null,
  stream text not null,
  reserved_at timestamptz not null default now(),
  primary key (scope, key)
);

create index if not exists reservations_stream on event_store.reservations (stream);
`;

/** Whether a stream at version `p_current` (null: no stream) is what an append expecting `p_expected` expects. */
const EXPECTATION_FUNCTION = `
create or replace function event_store.expectation_holds(p_expected text, p_current bigint) returns boolean
language sql immutable as $$
  select case p_expected
    when 'any' then true
    when 'no_stream' then p_current is null
    when 'stream_exists' then p_current is not null
    else coalesce(p_current = p_expected::bigint, false)
  end
$$;
`;

/**
 * One append's rules, without its commit: the stream's lock, the version check, the insert (which finds stored
 * event ids), the reservations and releases. A refusal raises one of APPEND_REFUSALS, which undoes the append (the
 * whole transaction of a single append, the append's own subtransaction in a batch). The lock is the one earlier
 * versions took, so writers of either version take turns on a stream.
 *
 * It answers the feed position of every appended event (`transactions[i]`, `positions[i]`), in the order given.
 * Ids stored already are those the insert skipped: in a batch, an earlier append of the same transaction counts as
 * stored, as a committed one would.
 */
const APPEND_FUNCTION = `
create or replace function event_store.append_events(
  p_stream text,
  p_expected text,
  p_events jsonb,
  p_reservations jsonb,
  p_releases jsonb,
  out next_version bigint,
  out transactions text[],
  out positions bigint[]
)
language plpgsql as $$
declare
  v_count int := jsonb_array_length(p_events);
  v_current bigint;
  v_holds boolean;
  v_inserted int := 0;
  v_inserted_ids uuid[] := '{}';
  v_found int;
  v_elsewhere boolean;
  v_stored text;
  v_item jsonb;
  v_index int := 0;
  v_owner text;
begin
  perform pg_advisory_xact_lock(${STREAM_LOCK_CLASS}, hashtext(p_stream));

  select max(e.version) into v_current from event_store.events e where e.stream = p_stream;
  v_holds := event_store.expectation_holds(p_expected, v_current);

  -- Ids stored already are found by the insert itself (its unique index), not by a look beforehand.
  if v_holds and v_count > 0 then
    with inserted as (
      insert into event_store.events (event_id, stream, version, type, data, metadata)
      select (x.value->>'id')::uuid, p_stream, coalesce(v_current, -1) + x.n, x.value->>'type', x.value->'data',
             x.value->'metadata'
        from jsonb_array_elements(p_events) with ordinality as x(value, n)
       order by x.n
      on conflict (event_id) do nothing
      returning transaction_id, position, version, event_id
    )
    select count(*), array_agg(i.transaction_id::text order by i.version), array_agg(i.position order by i.version),
           coalesce(array_agg(i.event_id), '{}')
      into v_inserted, transactions, positions, v_inserted_ids
      from inserted i;
  end if;

  if not v_holds or v_inserted < v_count then
    select count(*), bool_or(e.stream <> p_stream), string_agg(e.event_id::text, ',' order by e.version)
      into v_found, v_elsewhere, v_stored
      from event_store.events e
     where e.event_id in (select (x->>'id')::uuid from jsonb_array_elements(p_events) x)
       and e.event_id <> all(v_inserted_ids);
    -- Every id stored in this stream: a retried append, answered as the first time whatever it expects.
    if v_found = v_count and v_inserted = 0 and not v_elsewhere then
      select max(e.version), array_agg(e.transaction_id::text order by e.version),
             array_agg(e.position order by e.version)
        into next_version, transactions, positions
        from event_store.events e
       where e.event_id in (select (x->>'id')::uuid from jsonb_array_elements(p_events) x);
      return;
    end if;
    if v_found > 0 then
      raise exception 'event ids stored already' using errcode = '${APPEND_REFUSALS.eventIds}', detail = v_stored;
    end if;
    raise exception 'wrong expected version'
      using errcode = '${APPEND_REFUSALS.expectedVersion}', detail = coalesce(v_current::text, '');
  end if;

  if jsonb_array_length(p_reservations) > 0 then
    for v_item in select value from jsonb_array_elements(p_reservations) loop
      -- A concurrent reserver of the same key waits here on the primary key until its transaction ends.
      insert into event_store.reservations (scope, key, stream)
        values (v_item->>'scope', v_item->>'key', p_stream)
        on conflict (scope, key) do nothing;
      select r.stream into v_owner from event_store.reservations r
       where r.scope = v_item->>'scope' and r.key = v_item->>'key';
      if v_owner is distinct from p_stream then
        raise exception 'reservation taken' using errcode = '${APPEND_REFUSALS.reservation}', detail = v_index::text;
      end if;
      v_index := v_index + 1;
    end loop;
  end if;

  if jsonb_array_length(p_releases) > 0 then
    delete from event_store.reservations r
     using jsonb_array_elements(p_releases) x
     where r.scope = x->>'scope' and r.key = x->>'key' and r.stream = p_stream;
  end if;

  next_version := coalesce(v_current, -1) + v_count;
end
$$;
`;

/**
 * Sent after an append's commit, in a transaction of its own, by one append at a time for all those committed
 * meanwhile. Notifying inside the append would hold PostgreSQL's cluster-wide notify lock through the append's
 * commit (its WAL flush), making appends commit one at a time; a notification alone writes no WAL and holds it for
 * a moment. It is still sent before the call returns: a notification in flight holds a transaction id, which holds
 * back every reader of the feed.
 *
 * A full queue (a listener that stopped reading) would fail this commit, after the append's: the hint is skipped
 * long before, since subscriptions also poll. While another append holds the lock, its notification is yet to
 * commit, after this append did: listeners woken by it see this append too, so this one sends none.
 */
const NOTIFY_AFTER_COMMIT = `
  if pg_notification_queue_usage() < 0.5 and pg_try_advisory_xact_lock(${NOTIFY_LOCK}) then
    perform pg_notify('${NOTIFY_CHANNEL}', '');
  end if;`;

/**
 * An append in one call (one round trip), committed, then notified. A procedure is named by all its arguments: this
 * one sits beside the one earlier versions made (which answered only the last position). Its results have no
 * defaults and its caller passes typed nulls, so a call of either version finds its own procedure, never both.
 */
const APPEND_PROCEDURE = `
create or replace procedure event_store.append(
  p_stream text,
  p_expected text,
  p_events jsonb,
  p_reservations jsonb,
  p_releases jsonb,
  inout next_version bigint,
  inout transactions text[],
  inout positions bigint[]
)
language plpgsql as $$
begin
  select a.next_version, a.transactions, a.positions into next_version, transactions, positions
    from event_store.append_events(p_stream, p_expected, p_events, p_reservations, p_releases) a;
  if jsonb_array_length(p_events) = 0 then
    return;
  end if;
  commit;
${NOTIFY_AFTER_COMMIT}
end
$$;
`;

/**
 * A batch appended with a few set-wide statements, as one multi-row insert, when every append is plain: its own
 * stream, no reservations or releases, its expected version holding and none of its ids stored. It answers each
 * append's outcome, or null when the batch is not plain, having written nothing; when an id turns out stored it
 * raises, undoing what it inserted, for the batch to go append by append. The caller has locked the streams.
 */
const APPEND_TOGETHER_FUNCTION = `
create or replace function event_store.append_together(p_appends jsonb) returns jsonb
language plpgsql as $$
declare
  v_plain boolean;
  v_currents bigint[];
  v_total int;
  v_inserted int;
  v_outcomes jsonb;
begin
  select bool_and(jsonb_array_length(a.value->'reservations') = 0 and jsonb_array_length(a.value->'releases') = 0)
         and count(distinct a.value->>'stream') = count(*),
         sum(jsonb_array_length(a.value->'events'))
    into v_plain, v_total
    from jsonb_array_elements(p_appends) a;
  if not v_plain then
    return null;
  end if;

  select array_agg(c.current order by c.n),
         bool_and(event_store.expectation_holds(c.expected, c.current))
    into v_currents, v_plain
    from (select a.n, a.value->>'expected' as expected,
                 (select max(e.version) from event_store.events e where e.stream = a.value->>'stream') as current
            from jsonb_array_elements(p_appends) with ordinality as a(value, n)) c;
  if not v_plain then
    return null;
  end if;

  with inserted as (
    insert into event_store.events (event_id, stream, version, type, data, metadata)
    select (x.value->>'id')::uuid, a.value->>'stream', coalesce(v_currents[a.n], -1) + x.k, x.value->>'type',
           x.value->'data', x.value->'metadata'
      from jsonb_array_elements(p_appends) with ordinality as a(value, n)
     cross join lateral jsonb_array_elements(a.value->'events') with ordinality as x(value, k)
     order by a.n, x.k
    on conflict (event_id) do nothing
    returning stream, version, transaction_id, position
  ), by_stream as (
    select i.stream, count(*) as events, to_jsonb(array_agg(i.transaction_id::text order by i.version)) as transactions,
           to_jsonb(array_agg(i.position order by i.version)) as positions
      from inserted i group by i.stream
  )
  select coalesce(sum(s.events), 0),
         jsonb_agg(jsonb_build_object(
           'nextVersion', (coalesce(v_currents[a.n], -1) + jsonb_array_length(a.value->'events'))::text,
           'transactions', s.transactions, 'positions', s.positions) order by a.n)
    into v_inserted, v_outcomes
    from jsonb_array_elements(p_appends) with ordinality as a(value, n)
    left join by_stream s on s.stream = a.value->>'stream';
  if v_inserted < v_total then
    raise exception 'event ids stored already';
  end if;
  return v_outcomes;
end
$$;
`;

/**
 * Appends that arrived together, committed as one transaction (one round trip, one WAL flush). Each append runs
 * in a subtransaction of its own, so a refusal undoes and fails only that append; its outcome says how it ended:
 * `{nextVersion, transactions, positions}` or `{code, detail, constraint, message}`. The streams are locked first,
 * in one order for every batch, so two batches never wait on each other's streams in a cycle.
 */
const APPEND_BATCH_PROCEDURE = `
create or replace procedure event_store.append_batch(p_appends jsonb, inout outcomes jsonb)
language plpgsql as $$
declare
  v_lock int;
  v_append jsonb;
  v_next bigint;
  v_transactions text[];
  v_positions bigint[];
  v_code text;
  v_detail text;
  v_constraint text;
  v_message text;
begin
  for v_lock in
    select distinct hashtext(a->>'stream') as h from jsonb_array_elements(p_appends) a order by h
  loop
    perform pg_advisory_xact_lock(${STREAM_LOCK_CLASS}, v_lock);
  end loop;
  -- Most batches are plain: a few statements for all of them, else (or if anything fails there) each append in
  -- a subtransaction of its own.
  begin
    outcomes := event_store.append_together(p_appends);
  exception when others then
    outcomes := null;
  end;
  if outcomes is null then
    outcomes := '[]'::jsonb;
    for v_append in select value from jsonb_array_elements(p_appends) loop
      begin
        select a.next_version, a.transactions, a.positions into v_next, v_transactions, v_positions
          from event_store.append_events(v_append->>'stream', v_append->>'expected', v_append->'events',
                                         v_append->'reservations', v_append->'releases') a;
        outcomes := outcomes || jsonb_build_array(jsonb_build_object(
          'nextVersion', v_next::text, 'transactions', to_jsonb(v_transactions), 'positions', to_jsonb(v_positions)));
      exception when others then
        get stacked diagnostics v_code = returned_sqlstate, v_detail = pg_exception_detail,
          v_constraint = constraint_name, v_message = message_text;
        outcomes := outcomes || jsonb_build_array(jsonb_build_object(
          'code', v_code, 'detail', v_detail, 'constraint', v_constraint, 'message', v_message));
      end;
    end loop;
  end if;
  commit;
${NOTIFY_AFTER_COMMIT}
end
$$;
`;

export async function migrateEventStore(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(SCHEMA);
    await client.query(EXPECTATION_FUNCTION);
    await client.query(APPEND_FUNCTION);
    await client.query(APPEND_PROCEDURE);
    await client.query(APPEND_TOGETHER_FUNCTION);
    await client.query(APPEND_BATCH_PROCEDURE);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
