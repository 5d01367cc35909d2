import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../media/fixtures/synthetic-media.ts';
import type { ApiDb } from '../storage/api-db.ts';
import { publishedArticle } from '../testing/published-article.ts';
import { uploadFile } from '../testing/send-file.ts';
import { playlistForm } from '../testing/studio-forms.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';

/** Shorter than the 5 s a command waits for the read models before answering anyway. */
const WITHOUT_WAITING_MS = 4_000;
const FOLLOW_MS = 10_000;

const settledWithin = (promise: Promise<unknown>, ms: number): Promise<boolean> =>
  Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

/**
 * Holds every write to `table` back (reads go on) until the release is called: the projection writing it cannot
 * commit a batch meanwhile, as if its projector were stopped.
 */
async function holdWrites(db: ApiDb, table: string): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const holding = new Promise<void>((resolve) => (locked = resolve));
  const transaction = db.transaction().execute(async (trx) => {
    await sql`lock table ${sql.table(table)} in exclusive mode`.execute(trx);
    locked();
    await released;
  });
  await Promise.race([holding, transaction]);
  return async () => {
    release();
    await transaction;
  };
}

async function eventually<T>(read: () => Promise<T>, expected: T): Promise<void> {
  for (const deadline = Date.now() + FOLLOW_MS; Date.now() < deadline;) {
    if ((await read()) === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(await read()).toBe(expected);
}

describe('consistency chosen per command', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('consistency');
  });
  afterAll(() => api.close());

  it('answers a like from what was decided while the engagement projection is held back; the read model follows', async () => {
    const author = await api.newUser({ role: 'owner' });
    const reader = await api.newUser();
    const { contentId } = await publishedArticle(api, author.userId);
    const likesShown = async () =>
      Number(
        (
          await api.db
            .selectFrom('engagement.counts')
            .select('likes')
            .where('target_id', '=', contentId)
            .executeTakeFirst()
        )?.likes ?? 0,
      );

    const release = await holdWrites(api.db, 'engagement.counts');
    try {
      const started = Date.now();
      const liked = await api.call('POST', `/actions/like/${contentId}`, reader, {});
      expect(Date.now() - started).toBeLessThan(WITHOUT_WAITING_MS);
      expect(liked.status).toBe(200);
      expect(await liked.json()).toEqual({ id: contentId, active: true, count: 1 });
      // The count was not the read model's: it has not applied the like.
      expect(await likesShown()).toBe(0);
      // Liking again decides nothing; the count still holds the reader's own like.
      const again = await api.call('POST', `/actions/like/${contentId}`, reader, {});
      expect(await again.json()).toEqual({ id: contentId, active: true, count: 1 });
    } finally {
      await release();
    }
    await eventually(likesShown, 1);
    const unliked = await api.call('DELETE', `/actions/like/${contentId}`, reader);
    expect(await unliked.json()).toEqual({ id: contentId, active: false, count: 0 });
  });

  it('answers a studio save only once the read model it answers from holds it', async () => {
    const author = await api.newUser({ role: 'owner' });
    const thumbnail = (await uploadFile(api, 'thumbnail', png(800), author)).id;

    const release = await holdWrites(api.db, 'pages.publications');
    let answer: Promise<Response> | undefined;
    try {
      answer = api.call('POST', '/author/contents/playlist', author, playlistForm('held-back', thumbnail));
      expect(await settledWithin(answer, 500)).toBe(false);
    } finally {
      await release();
    }
    const created = await answer;
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ kind: 'playlist', slug: 'held-back' });
    const read = await api.call('GET', '/author/contents/held-back', author);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ slug: 'held-back', title: 'Publication held-back' });
  });
});
