import { randomUUID } from 'node:crypto';
import { bodyFromPlainText, contentDecider, contentStream, userDecider, userStream } from '@afrimedia/domain';
import { handleCommand } from '@afrimedia/event-store';
import { projections, startProjector, type Projection } from '@afrimedia/projections';
import type { Request } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readModelsOf } from '../storage/api-db.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { appendedEvents, commandDispatcher } from './dispatch.ts';
import { projectorBatches } from './projector-batches.ts';
import { readYourWrites } from './read-your-writes.ts';

/** A projection no projector runs: its checkpoint never moves, so waiting for it always times out. */
const neverApplied: Projection = {
  name: 'never-applied',
  canHandle: ['LanguageChanged'],
  handle: async () => {},
  truncate: async () => {},
};

/** Far longer than any test here waits: a wait that ends was ended by a projector's batch, not by a poll. */
const NO_POLL_MS = 600_000;

const settledWithin = (promise: Promise<unknown>, ms: number): Promise<boolean> =>
  Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

interface Warning {
  readonly fields: { stream?: string; late?: Array<{ projection: string }>; waitedMs?: number };
  readonly message: string;
}

describe('read your writes', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('ryw');
  });
  afterAll(() => api.close());

  it('waits for each projection up to the last appended event it handles, not past it', async () => {
    const author = await api.newUser({ role: 'owner' });
    const contentId = randomUUID();
    const result = await handleCommand(api.store, {
      stream: contentStream(contentId),
      decider: contentDecider,
      command: {
        type: 'DraftContent',
        data: {
          contentId,
          kind: 'article',
          publicationId: 'p',
          publicationOwnerId: author.userId,
          authorVerified: true,
          title: 'Les studios de Pikine',
          summary: 'Reportage dans les studios de quartier où se fabriquent les tubes de demain à Dakar.',
          body: bodyFromPlainText('Texte'),
          topics: ['music'],
          emailFollowers: true,
        },
        metadata: { now: new Date().toISOString(), actorId: author.userId },
      },
    });
    if (!('events' in result)) throw result;
    const appended = appendedEvents(result);
    expect(appended.map((event) => event.type)).toEqual(['ContentDrafted']);
    const publish = await handleCommand(api.store, {
      stream: contentStream(contentId),
      decider: contentDecider,
      command: {
        type: 'SubmitContent',
        data: { contentId, publicationValidated: true },
        metadata: { now: new Date().toISOString(), actorId: author.userId },
      },
    });
    if (!('events' in publish)) throw publish;
    const both = appendedEvents(publish);
    expect(both.map((event) => event.type).slice(-2)).toEqual([
      'ContentPublished',
      'FollowersEmailRequested',
    ]);
    // `pages` handles only the first of the two: waiting for it past the second would never end.
    const nudged: string[] = [];
    const wait = readYourWrites(api.db, projections, {
      timeoutMs: 3_000,
      nudge: (names) => nudged.push(...names),
    });
    expect(await wait(both)).toBe(true);
    // Only the projections that handle the appended events are woken; the others had nothing to read.
    const handling = projections
      .filter((projection) => both.some((event) => projection.canHandle.includes(event.type)))
      .map((projection) => projection.name);
    expect(nudged.sort()).toEqual(handling.sort());
    expect(nudged.length).toBeLessThan(projections.length);
  });

  it('tells which projections were late when the wait times out', async () => {
    const user = await api.newUser();
    const result = await handleCommand(api.store, {
      stream: userStream(user.userId),
      decider: userDecider,
      command: {
        type: 'ChangeLanguage',
        data: { userId: user.userId, language: 'fr' },
        metadata: { now: new Date().toISOString(), actorId: user.userId },
      },
    });
    if (!('events' in result)) throw result;
    const appended = appendedEvents(result);
    const timeouts: unknown[] = [];
    const wait = readYourWrites(api.db, [...projections, neverApplied], { timeoutMs: 200 });
    expect(await wait(appended, (timeout) => timeouts.push(timeout))).toBe(false);
    expect(timeouts).toEqual([
      {
        late: [
          { projection: 'never-applied', checkpoint: null, awaited: expect.stringMatching(/^\d+\/\d+$/) },
        ],
        waitedMs: expect.any(Number),
      },
    ]);
  });

  it("logs a command's timed-out wait as a warning naming the late projections", async () => {
    const user = await api.newUser();
    const warnings: Warning[] = [];
    const log = { warn: (fields: Warning['fields'], message: string) => warnings.push({ fields, message }) };
    const request = {
      id: 'ryw-1',
      headers: {},
      log,
      ctx: { now: new Date(), user: { user_id: user.userId } },
    };
    const dispatch = commandDispatcher(
      api.store,
      readYourWrites(api.db, [...projections, neverApplied], { timeoutMs: 200 }),
    );
    await dispatch(request as unknown as Request, {
      stream: userStream(user.userId),
      decider: userDecider,
      command: { type: 'ChangeLanguage', data: { userId: user.userId, language: 'es' } },
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toMatch(
      /^read-your-writes wait timed out after \d+ ms \(never-applied not caught up\)/,
    );
    expect(warnings[0]!.fields).toMatchObject({
      stream: userStream(user.userId),
      late: [{ projection: 'never-applied' }],
    });
  });
  it('answers as soon as the projector of this process commits the batch it waits for, without polling', async () => {
    const user = await api.newUser();
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    // Holds back the batch with the user's change, so the wait is under way when the batch commits.
    const gated: Projection = {
      name: `gated-${randomUUID()}`,
      canHandle: ['LanguageChanged'],
      handle: async (_trx, events) => {
        if (events.some((event) => event.stream === userStream(user.userId))) await gate;
      },
      truncate: async () => {},
    };
    const batches = projectorBatches();
    const projector = startProjector({
      store: api.store,
      db: readModelsOf(api.db),
      projection: gated,
      idleMs: 10,
      onBatchCommitted: batches.committed,
    });
    try {
      const result = await handleCommand(api.store, {
        stream: userStream(user.userId),
        decider: userDecider,
        command: {
          type: 'ChangeLanguage',
          data: { userId: user.userId, language: 'ar' },
          metadata: { now: new Date().toISOString(), actorId: user.userId },
        },
      });
      if (!('events' in result)) throw result;
      const wait = readYourWrites(api.db, [gated], { timeoutMs: NO_POLL_MS, batches, pollMs: NO_POLL_MS });
      const answered = wait(appendedEvents(result));
      expect(await settledWithin(answered, 300)).toBe(false);
      open();
      expect(await settledWithin(answered, 5_000)).toBe(true);
      expect(await answered).toBe(true);
    } finally {
      open();
      await projector.stop();
    }
  });

  it('still times out on time when the projection it waits for never commits, whatever else does', async () => {
    const user = await api.newUser();
    const result = await handleCommand(api.store, {
      stream: userStream(user.userId),
      decider: userDecider,
      command: {
        type: 'ChangeLanguage',
        data: { userId: user.userId, language: 'fr' },
        metadata: { now: new Date().toISOString(), actorId: user.userId },
      },
    });
    if (!('events' in result)) throw result;
    const batches = projectorBatches();
    const wait = readYourWrites(api.db, [neverApplied], { timeoutMs: 300, batches, pollMs: NO_POLL_MS });
    const timeouts: Array<{ late: Array<{ projection: string }>; waitedMs: number }> = [];
    const started = Date.now();
    const answered = wait(appendedEvents(result), (timeout) =>
      timeouts.push({ late: [...timeout.late], waitedMs: timeout.waitedMs }),
    );
    const [appended] = appendedEvents(result);
    batches.committed('accounts', appended!.position);
    expect(await answered).toBe(false);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(timeouts).toHaveLength(1);
    expect(timeouts[0]!.late.map((late) => late.projection)).toEqual(['never-applied']);
    expect(timeouts[0]!.waitedMs).toBeGreaterThanOrEqual(300);
  });
});
