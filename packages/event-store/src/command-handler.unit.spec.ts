import {
  DomainError,
  reject,
  userDecider,
  type ChangeLanguage,
  type Command,
  type Decider,
  type Event,
  type RegisterUser,
  type UserCommand,
} from '@afrimedia/domain';
import { describe, expect, it } from 'vitest';
import { ConcurrencyConflict, handleCommand, runCommand } from './command-handler.ts';
import { WrongExpectedVersion, type RecordedEvent } from './event-store.ts';
import { InMemoryEventStore } from './in-memory/in-memory-event-store.ts';

const now = '2026-11-22T12:00:00.000Z';

function register(userId: string, email = `${userId}@example.org`): RegisterUser {
  return {
    type: 'RegisterUser',
    data: {
      userId,
      role: 'reader',
      passwordHash: 'h',
      language: 'fr',
      acceptedTerms: true,
      personal: { email },
    },
    metadata: { now, actorId: userId },
  };
}

function changeLanguage(userId: string, language: string): ChangeLanguage {
  return { type: 'ChangeLanguage', data: { userId, language }, metadata: { now, actorId: userId } };
}

async function streamOf(store: InMemoryEventStore, stream: string): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const event of store.readStream(stream)) events.push(event);
  return events;
}

const handle = (store: InMemoryEventStore, command: UserCommand, extra: object = {}) =>
  handleCommand(store, { stream: `user-${command.data.userId}`, decider: userDecider, command, ...extra });

describe('handleCommand', () => {
  it('appends the decided events with metadata from the command and the request', async () => {
    const store = new InMemoryEventStore();
    const result = await handle(store, register('u1'), {
      eventMeta: { correlationId: 'req-1', causationId: 'req-1' },
    });
    expect(result).toMatchObject({ nextVersion: 0n, events: [{ type: 'UserRegistered' }] });
    const [stored] = await streamOf(store, 'user-u1');
    expect(stored!.metadata).toEqual({
      correlationId: 'req-1',
      causationId: 'req-1',
      actorId: 'u1',
      occurredAt: now,
      schemaVersion: 1,
    });
  });

  it('decides on the state folded from the stream, and appends nothing on a refusal', async () => {
    const store = new InMemoryEventStore();
    await handle(store, register('u1'));
    const refused = await handle(store, register('u1'));
    expect(refused).toMatchObject({ code: 'ALREADY_EXISTS' });
    expect(await streamOf(store, 'user-u1')).toHaveLength(1);
  });

  it('turns a taken reservation into the refusal the caller named', async () => {
    const store = new InMemoryEventStore();
    const email = { scope: 'email', key: 'same@example.org', conflict: 'EMAIL_ALREADY_USED' } as const;
    await handle(store, register('u1', 'same@example.org'), { reservations: [email] });
    const refused = await handle(store, register('u2', 'same@example.org'), { reservations: [email] });
    expect(refused).toMatchObject({ code: 'EMAIL_ALREADY_USED', message: 'This email is already used' });
    expect(await streamOf(store, 'user-u2')).toEqual([]);
  });

  it('reloads and decides again when another writer moved the stream', async () => {
    const store = new InMemoryEventStore();
    await handle(store, register('u1'));
    const append = store.append.bind(store);
    let interfered = false;
    store.append = async (stream, events, expected, options) => {
      if (!interfered) {
        interfered = true;
        await append(stream, [{ ...(await languageEvent(store)), id: crypto.randomUUID() }], 'any');
      }
      return append(stream, events, expected, options);
    };
    const result = await handle(store, changeLanguage('u1', 'ar'));
    expect(result).toMatchObject({ nextVersion: 2n });
    expect((await streamOf(store, 'user-u1')).map((event) => event.type)).toEqual([
      'UserRegistered',
      'LanguageChanged',
      'LanguageChanged',
    ]);
  });

  it('refuses to store an event that does not match its schema', async () => {
    const store = new InMemoryEventStore();
    const broken = { ...userDecider, decide: () => [{ type: 'EmailVerified', data: { userId: 'u1' } }] };
    await expect(
      handleCommand(store, { stream: 'user-u1', decider: broken as never, command: register('u1') }),
    ).rejects.toThrow();
    expect(await streamOf(store, 'user-u1')).toEqual([]);
  });

  it('gives up after a bounded number of retries by throwing a ConcurrencyConflict', async () => {
    const store = new InMemoryEventStore();
    await handle(store, register('u1'));
    let attempts = 0;
    store.append = async (stream, _events, expected) => {
      attempts += 1;
      throw new WrongExpectedVersion(stream, expected, 99n);
    };
    const failure = await handle(store, changeLanguage('u1', 'es'), { maxRetries: 2 }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ConcurrencyConflict);
    expect(failure).toMatchObject({ code: 'CONCURRENCY_CONFLICT', kind: 'conflict', stream: 'user-u1' });
    expect(attempts).toBe(3);
  });

  it('retries three times by default', async () => {
    const store = new InMemoryEventStore();
    await handle(store, register('u1'));
    let attempts = 0;
    store.append = async (stream, _events, expected) => {
      attempts += 1;
      throw new WrongExpectedVersion(stream, expected, 99n);
    };
    await expect(handle(store, changeLanguage('u1', 'es'))).rejects.toBeInstanceOf(ConcurrencyConflict);
    expect(attempts).toBe(4);
  });

  it('does not retry other append failures', async () => {
    const store = new InMemoryEventStore();
    let attempts = 0;
    store.append = async () => {
      attempts += 1;
      throw new Error('connection lost');
    };
    await expect(handle(store, register('u1'))).rejects.toThrow('connection lost');
    expect(attempts).toBe(1);
  });

  it('refuses with PRECONDITION_FAILED when the stream moved past the version the caller saw', async () => {
    const store = new InMemoryEventStore();
    await handle(store, register('u1'));
    expect(await handle(store, changeLanguage('u1', 'es'), { expectedVersion: 0n })).toMatchObject({
      nextVersion: 1n,
    });
    const stale = await handle(store, changeLanguage('u1', 'ar'), { expectedVersion: 0n });
    expect(stale).toMatchObject({ code: 'PRECONDITION_FAILED' });
    expect(await streamOf(store, 'user-u1')).toHaveLength(2);
  });

  it('appends a command resent with the same idempotency key once, answering the first append again', async () => {
    const store = new InMemoryEventStore();
    await handle(store, register('u1'));
    const first = await handle(store, changeLanguage('u1', 'es'), { idempotencyKey: 'key-1' });
    // Decided again, the resent command would change nothing (the language is Spanish now): the answer must
    // still be the first one, so the client sees its request succeed.
    const resent = await handle(store, changeLanguage('u1', 'es'), { idempotencyKey: 'key-1' });
    expect(resent).toEqual(first);
    const other = await handle(store, changeLanguage('u1', 'ar'), { idempotencyKey: 'key-2' });
    expect(other).toMatchObject({ nextVersion: 2n });
    const stored = await streamOf(store, 'user-u1');
    expect(stored.map((event) => event.data)).toMatchObject([{}, { language: 'es' }, { language: 'ar' }]);
  });

  it('runs a command given without its metadata, with the actor and clock of the caller', async () => {
    const store = new InMemoryEventStore();
    const result = await runCommand(store, {
      stream: 'user-u9',
      decider: userDecider,
      command: { type: 'RegisterUser', data: register('u9').data },
      actorId: 'u9',
      now: new Date(now),
    });
    expect(result).toMatchObject({ events: [{ type: 'UserRegistered' }] });
    const [stored] = await streamOf(store, 'user-u9');
    expect(stored!.metadata).toMatchObject({ actorId: 'u9', occurredAt: now });
  });
});

/** A decider outside the domain catalogue: the handler must not need the catalogue. */
interface Counter {
  readonly count: number;
}
type Increment = Command<'Increment', { by: number }>;
type Incremented = Event<'Incremented', { by: number; total: number }>;
const counter: Decider<Counter, Increment, Incremented> = {
  initialState: () => ({ count: 0 }),
  evolve: (state, event) => ({ count: event.data.total }),
  decide: (command, state) =>
    command.data.by <= 0
      ? reject('FIELDS_REQUIRED')
      : [{ type: 'Incremented', data: { by: command.data.by, total: state.count + command.data.by } }],
};
const increment = (by = 1): Increment => ({
  type: 'Increment',
  data: { by },
  metadata: { now, actorId: 'counter-user' },
});

describe('handleCommand with any decider', () => {
  it('carries eventMeta, actor and clock into the metadata, with schema version 1 by default', async () => {
    const store = new InMemoryEventStore();
    await handleCommand(store, {
      stream: 'counter-1',
      decider: counter,
      command: increment(),
      eventMeta: { correlationId: 'corr', causationId: 'cause' },
    });
    const [stored] = await streamOf(store, 'counter-1');
    expect(stored!.metadata).toEqual({
      correlationId: 'corr',
      causationId: 'cause',
      actorId: 'counter-user',
      occurredAt: now,
      schemaVersion: 1,
    });
  });

  it('writes the schema version the caller gives per type, and lets the caller build the events', async () => {
    const store = new InMemoryEventStore();
    await handleCommand(store, {
      stream: 'counter-2',
      decider: counter,
      command: increment(2),
      schemaVersion: (type) => (type === 'Incremented' ? 3 : 1),
      toNewEvent: (event, metadata) => ({ id: '00000000-0000-4000-8000-000000000002', ...event, metadata }),
    });
    const [stored] = await streamOf(store, 'counter-2');
    expect(stored).toMatchObject({
      id: '00000000-0000-4000-8000-000000000002',
      data: { by: 2, total: 2 },
      metadata: { schemaVersion: 3 },
    });
  });

  it('appends with no_stream on an empty stream, then with the version read', async () => {
    const store = new InMemoryEventStore();
    const expectations: unknown[] = [];
    const append = store.append.bind(store);
    store.append = (stream, events, expected, options) => {
      expectations.push(expected);
      return append(stream, events, expected, options);
    };
    await handleCommand(store, { stream: 'counter-3', decider: counter, command: increment() });
    await handleCommand(store, { stream: 'counter-3', decider: counter, command: increment() });
    expect(expectations).toEqual(['no_stream', 0n]);
  });

  it('returns a refusal without appending anything', async () => {
    const store = new InMemoryEventStore();
    const refused = await handleCommand(store, {
      stream: 'counter-4',
      decider: counter,
      command: increment(0),
    });
    expect(refused).toBeInstanceOf(DomainError);
    expect(await streamOf(store, 'counter-4')).toEqual([]);
  });

  it('lets concurrent commands on one stream all land, each decided on the state before it', async () => {
    const store = new InMemoryEventStore();
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        handleCommand(store, { stream: 'counter-5', decider: counter, command: increment(), maxRetries: 10 }),
      ),
    );
    expect(results.every((result) => !(result instanceof DomainError))).toBe(true);
    const stored = await streamOf(store, 'counter-5');
    expect(stored.map((event) => (event.data as { total: number }).total)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

async function languageEvent(store: InMemoryEventStore) {
  const [registered] = await streamOf(store, 'user-u1');
  return {
    type: 'LanguageChanged',
    data: { userId: 'u1', language: 'es' },
    metadata: registered!.metadata,
  };
}
