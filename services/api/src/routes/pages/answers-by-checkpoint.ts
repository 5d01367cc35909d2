import { checkpointsAt, type ReadModels } from '@afrimedia/read-models';
import { sql, type Kysely } from 'kysely';

/**
 * Keeps answers computed from read models until one of the projections they read moves: a projection's rows and
 * its checkpoint commit together, so while its checkpoint row is unchanged, so are its rows, and a kept answer is
 * exactly what computing it again would give. Checking costs one indexed read of the checkpoints instead of the
 * answer's queries, which is what lets a popular search or a content everyone opens be answered under load.
 *
 * The checkpoint's `updated_at` is part of what is compared, not only its position: a rebuild of a damaged read
 * model ends at the position it started from, with different rows.
 */
export interface AnswersByCheckpoint<T> {
  /** The kept answer of `key` if the projections have not moved since, else `compute()`'s, kept for the next. */
  answer(key: string, compute: () => Promise<T>): Promise<T>;
  /**
   * The same, for an answer whose computation reads the checkpoints itself, in the statement that reads its rows
   * (`at`; none stands for a state never seen again). A key not kept costs that computation alone, with no read of
   * the checkpoints before it.
   */
  answerLabelled(key: string, compute: () => Promise<Labelled<T>>): Promise<T>;
}

export interface Labelled<T> {
  readonly at: string | undefined;
  readonly answer: T;
}

interface Kept<T> {
  readonly at: Promise<string | undefined>;
  readonly answer: Promise<T>;
}

export function answersByCheckpoint<T>(
  db: Kysely<ReadModels>,
  projections: readonly string[],
  capacity: number,
): AnswersByCheckpoint<T> {
  const kept = new Map<string, Kept<T>>();
  /** The kept answer of `key` if it is still labelled `at`; re-inserted on use, so the first key is the least used. */
  const keptAt = async (key: string, at: string): Promise<Kept<T> | undefined> => {
    const found = kept.get(key);
    if (!found || (await found.at) !== at || kept.get(key) !== found) return undefined;
    kept.delete(key);
    kept.set(key, found);
    return found;
  };
  // Kept before it settles, so requests arriving meanwhile share one computation.
  const keep = (key: string, computed: Kept<T>): Promise<T> => {
    kept.delete(key);
    kept.set(key, computed);
    if (kept.size > capacity) kept.delete(kept.keys().next().value!);
    computed.answer.catch(() => {
      if (kept.get(key) === computed) kept.delete(key);
    });
    return computed.answer;
  };
  return {
    async answer(key, compute) {
      const at = await checkpointLabel(db, projections);
      const found = await keptAt(key, at);
      if (found) return found.answer;
      // Labelled with the checkpoints read before computing: if a projection moves meanwhile, the label is older
      // than the rows and the next request computes again, which costs a miss and never serves an answer older
      // than its label.
      return keep(key, { at: Promise.resolve(at), answer: compute() });
    },
    async answerLabelled(key, compute) {
      if (kept.has(key)) {
        const found = await keptAt(key, await checkpointLabel(db, projections));
        if (found) return found.answer;
      }
      const labelled = compute();
      return keep(key, {
        at: labelled.then(
          (computed) => computed.at,
          () => undefined,
        ),
        answer: labelled.then((computed) => computed.answer),
      });
    },
  };
}

/** Where `projections` stand now, as one text: equal labels mean none of them moved in between. */
export async function checkpointLabel(
  db: Kysely<ReadModels>,
  projections: readonly string[],
): Promise<string> {
  const { rows } = await sql<{ at: string | null }>`select ${checkpointsAt(projections)} as at`.execute(db);
  return rows[0]?.at ?? '';
}
