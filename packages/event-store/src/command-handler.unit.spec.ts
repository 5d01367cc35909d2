import { userDecider, type ChangeLanguage, type RegisterUser, type UserCommand } from '@afrimedia/domain';
import { describe, expect, it } from 'vitest';
import { handleCommand } from './command-handler.ts';
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
    const result = await handle(store, register('u1'), { correlationId: 'req-1' });
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

  it('gives up after a bounded number of conflicts with a concurrency refusal', async () => {
    const store = new InMemoryEventStore();
    await handle(store, register('u1'));
    let attempts = 0;
    store.append = async (stream, _events, expected) => {
      attempts += 1;
      throw new WrongExpectedVersion(stream, expected, 99n);
    };
    const result = await handle(store, changeLanguage('u1', 'es'), { maxAttempts: 3 });
    expect(result).toMatchObject({ code: 'CONCURRENCY_CONFLICT' });
    expect(attempts).toBe(3);
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
