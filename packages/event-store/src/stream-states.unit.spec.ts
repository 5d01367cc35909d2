import { DomainError, reject, type Command, type Decider, type Event } from '@afrimedia/domain';
import { describe, expect, it } from 'vitest';
import { handleCommand } from './command-handler.ts';
import type { RecordedEvent } from './event-store.ts';
import { InMemoryEventStore } from './in-memory/in-memory-event-store.ts';
import { StreamStates } from './stream-states.ts';

type Increment = Command<'Increment', { by: number }>;
type Incremented = Event<'Incremented', { by: number; total: number }>;
interface Counter {
  readonly count: number;
  readonly events: number;
}

const now = '2026-11-22T12:00:00.000Z';
const counter: Decider<Counter, Increment, Incremented> = {
  initialState: () => ({ count: 0, events: 0 }),
  evolve: (state, event) => ({ count: event.data.total, events: state.events + 1 }),
  decide: (command, state) =>
    command.data.by <= 0
      ? reject('FIELDS_REQUIRED')
      : [{ type: 'Incremented', data: { by: command.data.by, total: state.count + command.data.by } }],
};
const increment = (by = 1): Increment => ({
  type: 'Increment',
  data: { by },
  metadata: { now, actorId: 'u' },
});

/** A store that tells from which version each stream read started and how many events it gave. */
function readsOf(store: InMemoryEventStore) {
  const reads: Array<{ from: bigint; events: number }> = [];
  const readStream = store.readStream.bind(store);
  store.readStream = async function* (stream, fromVersion = 0n) {
    const read = { from: fromVersion, events: 0 };
    reads.push(read);
    for await (const event of readStream(stream, fromVersion)) {
      read.events += 1;
      yield event;
    }
  };
  return reads;
}

async function totals(store: InMemoryEventStore, stream: string): Promise<number[]> {
  const events: RecordedEvent[] = [];
  for await (const event of store.readStream(stream)) events.push(event);
  return events.map((event) => (event.data as { total: number }).total);
}

describe('handleCommand with kept states', () => {
  it('decides as a full read would, reading only the events after the kept version', async () => {
    const kept = new InMemoryEventStore();
    const full = new InMemoryEventStore();
    const states = new StreamStates();
    const reads = readsOf(kept);
    for (const by of [1, 2, 3, 4, 0, 5]) {
      const cached = await handleCommand(kept, {
        stream: 'c',
        decider: counter,
        command: increment(by),
        states,
      });
      const read = await handleCommand(full, { stream: 'c', decider: counter, command: increment(by) });
      if (read instanceof DomainError) expect(cached).toEqual(read);
      else expect(cached).toMatchObject({ events: read.events, nextVersion: read.nextVersion });
    }
    expect(await totals(kept, 'c')).toEqual(await totals(full, 'c'));
    expect(await totals(kept, 'c')).toEqual([1, 3, 6, 10, 15]);
    // Each command reads the one event the command before it appended; the refused one appended none.
    expect(reads.slice(0, 6)).toEqual([
      { from: 0n, events: 0 },
      { from: 0n, events: 1 },
      { from: 1n, events: 1 },
      { from: 2n, events: 1 },
      { from: 3n, events: 1 },
      { from: 4n, events: 0 },
    ]);
  });

  it('sees what another writer appended since its state was kept', async () => {
    const store = new InMemoryEventStore();
    const states = new StreamStates();
    await handleCommand(store, { stream: 'c', decider: counter, command: increment(), states });
    await handleCommand(store, { stream: 'c', decider: counter, command: increment(), states });
    await handleCommand(store, { stream: 'c', decider: counter, command: increment(10) });
    await handleCommand(store, { stream: 'c', decider: counter, command: increment(), states });
    expect(await totals(store, 'c')).toEqual([1, 2, 12, 13]);
  });

  it('drops the kept state when a writer came between the read and the append, and decides again', async () => {
    const store = new InMemoryEventStore();
    const states = new StreamStates();
    await handleCommand(store, { stream: 'c', decider: counter, command: increment(), states });
    await handleCommand(store, { stream: 'c', decider: counter, command: increment(), states });
    const append = store.append.bind(store);
    const forget = states.forget.bind(states);
    const forgotten: string[] = [];
    states.forget = (stream) => (forgotten.push(stream), forget(stream));
    let interfered = false;
    store.append = async (stream, events, expected, options) => {
      if (!interfered) {
        interfered = true;
        await handleCommand(store, { stream, decider: counter, command: increment(100) });
      }
      return append(stream, events, expected, options);
    };
    const result = await handleCommand(store, {
      stream: 'c',
      decider: counter,
      command: increment(),
      states,
    });
    expect(result).toMatchObject({ nextVersion: 3n, events: [{ data: { total: 103 } }] });
    expect(forgotten).toEqual(['c']);
    expect(await totals(store, 'c')).toEqual([1, 2, 102, 103]);
  });

  it('lets concurrent commands on one stream all land through one set of kept states', async () => {
    const store = new InMemoryEventStore();
    const states = new StreamStates();
    await handleCommand(store, { stream: 'c', decider: counter, command: increment(), states });
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        handleCommand(store, { stream: 'c', decider: counter, command: increment(), states, maxRetries: 10 }),
      ),
    );
    expect(results.every((result) => !(result instanceof DomainError))).toBe(true);
    expect(await totals(store, 'c')).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('reads the whole stream for a command with an idempotency key', async () => {
    const store = new InMemoryEventStore();
    const states = new StreamStates();
    const reads = readsOf(store);
    await handleCommand(store, { stream: 'c', decider: counter, command: increment(), states });
    await handleCommand(store, { stream: 'c', decider: counter, command: increment(), states });
    const options = {
      stream: 'c',
      decider: counter,
      command: increment(),
      states,
      idempotencyKey: 'key-12345',
    };
    const first = await handleCommand(store, options);
    expect(await handleCommand(store, options)).toEqual(first);
    expect(reads.slice(2)).toEqual([
      { from: 0n, events: 2 },
      { from: 0n, events: 3 },
    ]);
    expect(await totals(store, 'c')).toEqual([1, 2, 3]);
  });
});

describe('stream states', () => {
  const folder = { decider: counter, fromRecorded: undefined };

  it('keeps the most recently used streams, up to its capacity', () => {
    const states = new StreamStates(2);
    states.keep('a', folder, { count: 1 }, 0n);
    states.keep('b', folder, { count: 2 }, 0n);
    expect(states.get('a', folder)).toEqual({ state: { count: 1 }, version: 0n });
    states.keep('c', folder, { count: 3 }, 0n);
    expect(states.size).toBe(2);
    expect(states.get('b', folder)).toBeUndefined();
    expect(states.get('a', folder)).toBeDefined();
    expect(states.get('c', folder)).toBeDefined();
  });

  it('gives a state back only to the decider and event reader that folded it', () => {
    const states = new StreamStates();
    states.keep('a', folder, { count: 1 }, 4n);
    expect(states.get('a', { ...folder, decider: { ...counter } })).toBeUndefined();
    expect(states.get('a', { ...folder, fromRecorded: () => undefined })).toBeUndefined();
    expect(states.get('a', folder)).toEqual({ state: { count: 1 }, version: 4n });
  });
});
