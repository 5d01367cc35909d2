import type { GlobalPosition } from '@afrimedia/event-store';
import type { ReadModels } from '@afrimedia/read-models';
import { sql, type Kysely, type Transaction } from 'kysely';

export interface CheckpointState {
  readonly position: GlobalPosition;
  readonly eventsHandled: bigint;
  readonly lastError: string | null;
}

export async function readCheckpoint(db: Kysely<ReadModels>, name: string): Promise<CheckpointState> {
  const row = await db
    .selectFrom('projections.checkpoints')
    .select(['commit_position', 'prepare_position', 'events_handled', 'last_error'])
    .where('name', '=', name)
    .executeTakeFirst();
  if (!row) return { position: { commit: 0n, prepare: 0n }, eventsHandled: 0n, lastError: null };
  return {
    position: { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) },
    eventsHandled: BigInt(row.events_handled),
    lastError: row.last_error,
  };
}

/**
 * Moves the checkpoint inside the transaction that wrote the batch's rows, in one statement. The update refuses to
 * move backwards: a runner that read the feed from a stale checkpoint finds no row to update and rolls its batch
 * back, and it locks the row, so two runners of one projection serialise. Only a runner starting from the start
 * of the feed may create the row.
 */
export async function advanceCheckpoint(
  trx: Transaction<ReadModels>,
  name: string,
  from: GlobalPosition,
  to: GlobalPosition,
  handled: number,
): Promise<boolean> {
  const moved = {
    commit_position: to.commit,
    prepare_position: to.prepare,
    last_error: null,
    last_error_at: null,
    blocked_event_position: null,
    updated_at: sql<Date>`now()`,
  };
  if (from.commit === 0n && from.prepare === 0n) {
    const inserted = await trx
      .insertInto('projections.checkpoints')
      .values({ name, ...moved, events_handled: BigInt(handled) })
      .onConflict((conflict) =>
        conflict
          .column('name')
          .doUpdateSet({
            ...moved,
            events_handled: sql`projections.checkpoints.events_handled + cast(${handled} as bigint)`,
          })
          .where('projections.checkpoints.commit_position', '=', '0')
          .where('projections.checkpoints.prepare_position', '=', '0'),
      )
      .executeTakeFirst();
    return inserted.numInsertedOrUpdatedRows === 1n;
  }
  const updated = await trx
    .updateTable('projections.checkpoints')
    .set({ ...moved, events_handled: sql`events_handled + cast(${handled} as bigint)` })
    .where('name', '=', name)
    .where('commit_position', '=', from.commit.toString())
    .where('prepare_position', '=', from.prepare.toString())
    .executeTakeFirst();
  return updated.numUpdatedRows === 1n;
}

export async function recordProjectionError(
  db: Kysely<ReadModels>,
  name: string,
  message: string,
  blockedEventPosition: string | null = null,
): Promise<void> {
  const failure = {
    last_error: message,
    last_error_at: new Date(),
    blocked_event_position: blockedEventPosition,
  };
  await db
    .insertInto('projections.checkpoints')
    .values({ name, commit_position: 0n, prepare_position: 0n, ...failure })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ ...failure, updated_at: sql`now()` }))
    .execute();
}

export async function resetCheckpoint(trx: Transaction<ReadModels>, name: string): Promise<void> {
  await trx.deleteFrom('projections.checkpoints').where('name', '=', name).execute();
}
