import { createTestDatabase, type TestDatabase } from '@afrimedia/postgres/testing';
import { createReadModelsDb, migrateReadModels, type ReadModels } from '@afrimedia/read-models';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answersByCheckpoint, checkpointLabel } from './answers-by-checkpoint.ts';

describe('answers kept until the projections they read move', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let db: Kysely<ReadModels>;

  beforeAll(async () => {
    database = await createTestDatabase('answers_by_checkpoint');
    pool = new pg.Pool({ connectionString: database.url, max: 4 });
    db = createReadModelsDb(pool);
    await migrateReadModels(db);
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });
  beforeEach(async () => {
    await db.deleteFrom('projections.checkpoints').execute();
    await checkpoint('pages', 10n);
    await checkpoint('search', 10n);
  });

  /** What a projector's committed batch does to its checkpoint row. */
  const checkpoint = (name: string, commit: bigint) =>
    sql`insert into projections.checkpoints (name, commit_position, prepare_position, events_handled, updated_at)
        values (${name}, ${commit}, ${commit}, ${commit}, clock_timestamp())
        on conflict (name) do update set commit_position = excluded.commit_position,
          prepare_position = excluded.prepare_position, updated_at = excluded.updated_at`.execute(db);

  /** An answer that says how many times it was computed. */
  function counted() {
    let computed = 0;
    return {
      compute: async () => {
        computed += 1;
        return computed;
      },
      times: () => computed,
    };
  }

  it('computes an answer once while the projections it reads stay where they are, and again once one moves', async () => {
    const answers = answersByCheckpoint<number>(db, ['pages', 'search'], 10);
    const answer = counted();
    expect(await answers.answer('q', answer.compute)).toBe(1);
    expect(await answers.answer('q', answer.compute)).toBe(1);
    await checkpoint('search', 11n);
    expect(await answers.answer('q', answer.compute)).toBe(2);
    expect(await answers.answer('q', answer.compute)).toBe(2);
    await checkpoint('engagement', 99n);
    expect(await answers.answer('q', answer.compute)).toBe(2);
    expect(answer.times()).toBe(2);
  });

  it('computes again after a rebuild that ends where the projection was, since its rows may differ', async () => {
    const answers = answersByCheckpoint<number>(db, ['pages'], 10);
    const answer = counted();
    await answers.answer('q', answer.compute);
    await checkpoint('pages', 10n);
    expect(await answers.answer('q', answer.compute)).toBe(2);
  });

  it('shares one computation between requests that arrive while it runs, and keeps no failure', async () => {
    const answers = answersByCheckpoint<number>(db, ['pages'], 10);
    let release: (value: number) => void = () => {};
    let calls = 0;
    const slow = () => {
      calls += 1;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const first = answers.answer('q', slow);
    const second = answers.answer('q', slow);
    await expect.poll(() => calls).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(calls).toBe(1);

    await expect(answers.answer('broken', () => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    );
    expect(await answers.answer('broken', async () => 3)).toBe(3);
  });

  it('forgets the least recently used answer past its capacity', async () => {
    const answers = answersByCheckpoint<string>(db, ['pages'], 2);
    let computed: string[] = [];
    const compute = (key: string) => async () => {
      computed.push(key);
      return key;
    };
    for (const key of ['a', 'b', 'a', 'c']) await answers.answer(key, compute(key));
    expect(computed).toEqual(['a', 'b', 'c']);
    computed = [];
    for (const key of ['a', 'c', 'b']) await answers.answer(key, compute(key));
    expect(computed).toEqual(['b']);
  });

  it('keeps an answer labelled by its own statement until a projection moves, and one with no label never', async () => {
    const answers = answersByCheckpoint<number>(db, ['pages', 'search'], 10);
    let computed = 0;
    const labelled = async () => {
      computed += 1;
      return { at: await checkpointLabel(db, ['pages', 'search']), answer: computed };
    };
    expect(await answers.answerLabelled('q', labelled)).toBe(1);
    expect(await answers.answerLabelled('q', labelled)).toBe(1);
    await checkpoint('pages', 11n);
    expect(await answers.answerLabelled('q', labelled)).toBe(2);
    expect(await answers.answerLabelled('q', labelled)).toBe(2);

    const unlabelled = async () => ({ at: undefined, answer: 0 });
    await answers.answerLabelled('missing', unlabelled);
    let again = 0;
    await answers.answerLabelled('missing', async () => ({ at: undefined, answer: (again += 1) }));
    expect(again).toBe(1);
  });
});
