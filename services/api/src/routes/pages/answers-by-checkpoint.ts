import type { ReadModels } from '@afrimedia/read-models';
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
}

export function answersByCheckpoint<T>(
  db: Kysely<ReadModels>,
  projections: readonly string[],
  capacity: number,
): AnswersByCheckpoint<T> {
  const kept = new Map<string, { readonly at: string; readonly answer: Promise<T> }>();
  return {
    async answer(key, compute) {
      const at = await checkpointLabel(db, projections);
      const found = kept.get(key);
      // Re-inserted on use, so the map's first key is always the least recently used one.
      kept.delete(key);
      if (found && found.at === at) {
        kept.set(key, found);
        return found.answer;
      }
      // Kept before it settles, so requests arriving meanwhile share one computation. Labelled with the checkpoints
      // read before computing: if a projection moves meanwhile, the label is older than the rows and the next
      // request computes again, which costs a miss and never serves an answer older than its label.
      const answer = compute();
      kept.set(key, { at, answer });
      if (kept.size > capacity) kept.delete(kept.keys().next().value!);
      answer.catch(() => {
        if (kept.get(key)?.answer === answer) kept.delete(key);
      });
      return answer;
    },
  };
}

/** Where `projections` stand now, as one text: equal labels mean none of them moved in between. */
export async function checkpointLabel(
  db: Kysely<ReadModels>,
  projections: readonly string[],
): Promise<string> {
  const { rows } = await sql<{ at: string }>`
    select string_agg(name || ':' || commit_position || '/' || prepare_position || '@' || updated_at, ',' order by name) as at
    from projections.checkpoints where name in (${sql.join(projections)})`.execute(db);
  return rows[0]?.at ?? '';
}
