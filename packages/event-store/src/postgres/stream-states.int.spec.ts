import { randomUUID } from 'node:crypto';
import { DomainError, reject, type Command, type Decider, type Event } from '@afrimedia/domain';
import { createTestDatabase, type TestDatabase } from '@afrimedia/postgres/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCommand } from '../command-handler.ts';
import { StreamStates } from '../stream-states.ts';
import { createPostgresEventStore, type PostgresEventStore } from './postgres-event-store.ts';
import { migrateEventStore } from './schema.ts';

type Increment = Command<'Increment', { by: number }>;
type Incremented = Event<'Incremented', { by: number; total: number }>;

const counter: Decider<{ count: number }, Increment, Incremented> = {
  initialState: () => ({ count: 0 }),
  evolve: (_state, event) => ({ count: event.data.total }),
  decide: (command, state) =>
    command.data.by <= 0
      ? reject('FIELDS_REQUIRED')
      : [{ type: 'Incremented', data: { by: command.data.by, total: state.count + command.data.by } }],
};
const increment = (): Increment => ({
  type: 'Increment',
  data: { by: 1 },
  metadata: { now: new Date().toISOString(), actorId: 'u' },
});

/** Kept states against PostgreSQL: two processes, each with its own, writing the same stream at once. */
describe('kept states on PostgreSQL', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let store: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase('stream_states');
    pool = new pg.Pool({ connectionString: database.url, max: 12 });
    await migrateEventStore(pool);
    store = createPostgresEventStore({ pool });
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
    await database.drop();
  });

  it('decides every command on the latest state when two processes keep states of one stream', async () => {
    const stream = `counter-${randomUUID()}`;
    const processes = [new StreamStates(), new StreamStates()];
    const run = (states: StreamStates) =>
      handleCommand(store, { stream, decider: counter, command: increment(), states, maxRetries: 50 });
    for (let round = 0; round < 4; round += 1) {
      const results = await Promise.all(Array.from({ length: 10 }, (_, n) => run(processes[n % 2]!)));
      expect(results.some((result) => result instanceof DomainError)).toBe(false);
    }
    const totals: number[] = [];
    for await (const event of store.readStream(stream)) totals.push((event.data as { total: number }).total);
    expect(totals).toEqual(Array.from({ length: 40 }, (_, n) => n + 1));
    const last = await run(processes[0]!);
    expect(last).toMatchObject({ nextVersion: 40n, events: [{ data: { total: 41 } }] });
  });
});
