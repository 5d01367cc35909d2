import { randomUUID } from 'node:crypto';
import {
  contentDecider,
  contentStream,
  DomainError,
  publicationDecider,
  publicationStream,
  subscriptionDecider,
  subscriptionStream,
  type Command,
  type Decider,
  type Event,
  bodyFromPlainText,
} from '@afrimedia/domain';
import {
  createPostgresEventStore,
  runCommand,
  migrateEventStore,
  type PostgresEventStore,
  type CommandInput,
} from '@afrimedia/event-store';
import { createTestDatabase, type TestDatabase } from '@afrimedia/postgres/testing';
import { createReadModelsDb, migrateReadModels, type ReadModels } from '@afrimedia/read-models';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFeedPass } from '../runtime/feed-pass.ts';
import { runDueCommands } from './due-commands.ts';
import { schedulingProjection } from './scheduling.projection.ts';

const T0 = new Date('2026-11-22T12:00:00.000Z');
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

describe('due commands (scheduled publishing, publication validation, subscription expiry)', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  let db: Kysely<ReadModels>;

  beforeAll(async () => {
    database = await createTestDatabase('scheduling');
    pool = new pg.Pool({ connectionString: database.url, max: 5 });
    await migrateEventStore(pool);
    db = createReadModelsDb(pool);
    await migrateReadModels(db);
    store = createPostgresEventStore({ pool });
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
    await database.drop();
  });

  async function run<S, C extends Command, E extends Event>(
    stream: string,
    decider: Decider<S, C, E>,
    command: CommandInput<C>,
    actorId = 'author',
    at = T0,
  ) {
    const result = await runCommand(store, { stream, decider, command, actorId, now: at });
    if (result instanceof DomainError) throw result;
  }
  const project = () => runFeedPass({ store, db, projections: [schedulingProjection], batchSize: 100 });
  const statusOf = async (contentId: string) => {
    let status = '';
    for await (const event of store.readStream(contentStream(contentId))) status = event.type;
    return status;
  };

  async function publicationWithArticle(validated: boolean) {
    const publicationId = randomUUID();
    const contentId = randomUUID();
    await run(publicationStream(publicationId), publicationDecider, {
      type: 'CreatePublication',
      data: {
        publicationId,
        authorVerified: true,
        name: 'Dakar Beats',
        slug: `dakar-${publicationId.slice(0, 8)}`,
        description: 'Music and culture from Senegal.',
        topics: ['music'],
        thumbnail: { url: '/t.jpg', sizeBytes: 1000, widthPx: 800 },
      },
    });
    await run(contentStream(contentId), contentDecider, {
      type: 'DraftContent',
      data: {
        contentId,
        kind: 'article',
        publicationId,
        publicationOwnerId: 'author',
        authorVerified: true,
        title: 'Le mbalax fait son retour',
        slug: `mbalax-${contentId.slice(0, 8)}`,
        summary: 'Une nouvelle génération de musiciens remet le mbalax au centre des soirées de Dakar.',
        body: bodyFromPlainText('Texte.'),
        topics: ['music'],
      },
    });
    if (validated) {
      await run(contentStream(contentId), contentDecider, {
        type: 'SubmitContent',
        data: { contentId, publicationValidated: false },
      });
      await run(publicationStream(publicationId), publicationDecider, {
        type: 'SubmitPublication',
        data: { publicationId },
      });
      await run(
        publicationStream(publicationId),
        publicationDecider,
        {
          type: 'ValidatePublication',
          data: {
            publicationId,
            actorIsAdmin: true,
            isFirstPublicationOfAuthor: true,
            publishedArticleCount: 1,
          },
        },
        'admin',
      );
    }
    return { publicationId, contentId };
  }

  it('publishes the articles that waited for their publication once it is validated, once', async () => {
    const { contentId } = await publicationWithArticle(true);
    await project();
    expect(await runDueCommands({ db, store, now: T0 })).toMatchObject({ published: 1 });
    expect(await statusOf(contentId)).toBe('ContentPublished');
    await project();
    expect(await runDueCommands({ db, store, now: T0 })).toMatchObject({ published: 0 });
  });

  it('publishes a scheduled content when its date comes, not before', async () => {
    const { contentId } = await publicationWithArticle(false);
    await run(contentStream(contentId), contentDecider, {
      type: 'ScheduleContent',
      data: { contentId, publishAt: later(60).toISOString() },
    });
    await project();
    expect(await runDueCommands({ db, store, now: later(59) })).toMatchObject({ published: 0 });
    // Its publication is not validated: the decider refuses, and the ticker tries again later.
    expect(await runDueCommands({ db, store, now: later(61) })).toMatchObject({ published: 0, refused: 1 });
    expect(await statusOf(contentId)).toBe('ContentScheduled');
  });

  it('expires a subscription after its end date only', async () => {
    const userId = randomUUID();
    const stream = subscriptionStream(userId);
    await run(
      stream,
      subscriptionDecider,
      {
        type: 'RequestSubscription',
        data: { userId, subscriptionId: 'sub-1', plan: 'basic', period: 'month', amountCents: 499 },
      },
      userId,
    );
    await run(
      stream,
      subscriptionDecider,
      {
        type: 'ActivateSubscription',
        data: { subscriptionId: 'sub-1', paymentId: 'pay-1', periodEnd: later(30).toISOString() },
      },
      'system',
    );
    await project();
    expect(await runDueCommands({ db, store, now: later(29) })).toMatchObject({ expired: 0 });
    expect(await runDueCommands({ db, store, now: later(31) })).toMatchObject({ expired: 1 });
    await project();
    expect(await runDueCommands({ db, store, now: later(32) })).toMatchObject({ expired: 0 });
  });
});
