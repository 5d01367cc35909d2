import { randomUUID } from 'node:crypto';
import { DomainError } from '@afrimedia/domain';
import { createPostgresEventStore, migrateEventStore, START, type EventStore } from '@afrimedia/event-store';
import { createTestDatabase, type TestDatabase } from '@afrimedia/postgres/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandPort } from './ports.ts';
import { registerUser } from './register-user.ts';
import { storePorts } from './store-ports.ts';
import { updateProfile, type ProfileChange } from './update-profile.ts';

/** The profile and the author application of one call live in two streams, written one after the other. */
describe('a profile update carrying an author application', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let store: EventStore;

  beforeAll(async () => {
    database = await createTestDatabase('update_profile');
    pool = new pg.Pool({ connectionString: database.url });
    await migrateEventStore(pool);
    store = createPostgresEventStore({ pool });
  });

  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  const commandsWith = (idempotencyKey: string) =>
    storePorts(store, { clock: () => new Date(), correlationId: randomUUID(), idempotencyKey }).commands;

  /** The port of a call that is cut off (a lost connection, a crash) when it comes to `failingType`. */
  const cutOffAt = (commands: CommandPort, failingType: string): CommandPort => ({
    check: (step) => commands.check(step),
    run: (step) =>
      step.command.type === failingType ? Promise.reject(new Error('connection lost')) : commands.run(step),
  });

  const update = (commands: CommandPort, change: ProfileChange) =>
    updateProfile(
      {
        commands,
        store,
        clock: () => new Date(),
        mailer: { send: () => Promise.reject(new Error('no mail in this change')) },
        publicUrl: 'http://afrimedia.test',
        guards: {
          checkCurrentPassword: () => Promise.reject(new Error('no password in this change')),
          spendMailAllowance: () => Promise.reject(new Error('no address in this change')),
          signOutEverywhere: () => Promise.reject(new Error('nobody signs out in this change')),
        },
      },
      change,
    );

  async function newReader(): Promise<string> {
    const userId = randomUUID();
    await registerUser(commandsWith(randomUUID()), {
      userId,
      role: 'reader',
      passwordHash: 'not-a-real-hash',
      acceptedTerms: true,
      personal: { email: `reader-${userId.slice(0, 8)}@example.org` },
    });
    return userId;
  }

  const becomingAuthor = (userId: string): ProfileChange => ({
    user: { userId, email: 'reader@example.org', language: 'en' },
    profile: { personal: { phone: '+221 77 123 45 67' } },
    application: {
      authorId: userId,
      expertiseTitle: 'Music writer',
      aboutMe: 'I write about the music of Dakar, its studios and the people who make it, every week.',
    },
    deactivate: false,
  });

  async function typesOf(userId: string): Promise<string[]> {
    const types: string[] = [];
    for await (const event of store.readAll(START)) {
      const data = event.data as { userId?: string; authorId?: string };
      if (data.userId === userId || data.authorId === userId) types.push(event.type);
    }
    return types;
  }

  it('sent again with its key after failing between the two writes, writes the application once and the profile once', async () => {
    const userId = await newReader();
    const key = randomUUID();
    await expect(
      update(cutOffAt(commandsWith(key), 'SubmitAuthorApplication'), becomingAuthor(userId)),
    ).rejects.toThrow('connection lost');
    expect(await typesOf(userId)).toEqual(['UserRegistered', 'ProfileUpdated']);

    await update(commandsWith(key), becomingAuthor(userId));
    expect(await typesOf(userId)).toEqual(['UserRegistered', 'ProfileUpdated', 'AuthorApplicationSubmitted']);
  });

  it('sent again with its key once complete, is answered as done and appends nothing', async () => {
    const userId = await newReader();
    const key = randomUUID();
    await update(commandsWith(key), becomingAuthor(userId));
    await update(commandsWith(key), becomingAuthor(userId));
    expect(await typesOf(userId)).toEqual(['UserRegistered', 'ProfileUpdated', 'AuthorApplicationSubmitted']);
  });

  it('sent as a new call while the application waits, is refused before anything is written', async () => {
    const userId = await newReader();
    await update(commandsWith(randomUUID()), becomingAuthor(userId));
    const again = update(commandsWith(randomUUID()), becomingAuthor(userId));
    await expect(again).rejects.toBeInstanceOf(DomainError);
    await expect(again).rejects.toMatchObject({ code: 'INVALID_STATE_TRANSITION' });
    expect(await typesOf(userId)).toEqual(['UserRegistered', 'ProfileUpdated', 'AuthorApplicationSubmitted']);
  });
});
