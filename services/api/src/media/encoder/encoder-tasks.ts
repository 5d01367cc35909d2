import { sql, type Selectable } from 'kysely';
import type { ApiDb } from '../../storage/api-db.ts';
import type { EncoderTasksTable } from '../../storage/api-tables.ts';

export type EncoderTask = Selectable<EncoderTasksTable>;

/** A claimed task with what the encoder needs of its upload. */
export interface ClaimedTask extends EncoderTask {
  readonly storage_key: string;
  readonly duration_seconds: number | null;
}

export interface NewTask {
  readonly taskId: string;
  readonly contentId: string;
  readonly uploadId: string;
  readonly kind: 'video' | 'audio';
}

/** Queues tasks; a task already queued (same media id) is left as it is. */
export async function enqueueTasks(db: ApiDb, tasks: readonly NewTask[]): Promise<void> {
  if (tasks.length === 0) return;
  await db
    .insertInto('api.encoder_tasks')
    .values(
      tasks.map((task) => ({
        task_id: task.taskId,
        content_id: task.contentId,
        upload_id: task.uploadId,
        kind: task.kind,
      })),
    )
    .onConflict((conflict) => conflict.column('task_id').doNothing())
    .execute();
}

/** A task whose outputs were made outside the queue (the demo's media, encoded once while seeding). */
export async function recordEncodedTask(
  db: ApiDb,
  task: NewTask,
  outputs: { streamKey: string | null; posterKey: string | null; dataSaverKey: string | null },
): Promise<void> {
  await db
    .insertInto('api.encoder_tasks')
    .values({
      task_id: task.taskId,
      content_id: task.contentId,
      upload_id: task.uploadId,
      kind: task.kind,
      status: 'done',
      progress: 1,
      attempts: 1,
      stream_key: outputs.streamKey,
      poster_key: outputs.posterKey,
      data_saver_key: outputs.dataSaverKey,
    })
    .onConflict((conflict) => conflict.column('task_id').doNothing())
    .execute();
}

/**
 * Takes the oldest due task, or a running one whose worker stopped renewing its lease. `FOR UPDATE SKIP LOCKED`
 * lets several API processes claim side by side without ever taking the same task; the attempt count it raises
 * is the claim's token for every later update.
 */
export async function claimTask(db: ApiDb, leaseMs: number): Promise<ClaimedTask | undefined> {
  const result = await sql<ClaimedTask>`
    with due as (
      select task_id from api.encoder_tasks
      where (status = 'queued' and run_after <= now()) or (status = 'running' and lease_until < now())
      order by run_after, created_at
      limit 1
      for update skip locked
    )
    update api.encoder_tasks as t
    set status = 'running', attempts = t.attempts + 1, progress = 0,
        lease_until = now() + ${leaseMs}::integer * interval '1 millisecond', updated_at = now()
    from due, api.uploads as u
    where t.task_id = due.task_id and u.upload_id = t.upload_id
    returning t.*, u.storage_key, u.duration_seconds`.execute(db);
  return result.rows[0];
}

const ours = (task: ClaimedTask) => (db: ApiDb) =>
  db
    .updateTable('api.encoder_tasks')
    .where('task_id', '=', task.task_id)
    .where('status', '=', 'running')
    .where('attempts', '=', task.attempts);

/** Records progress and renews the lease; `false` when the task is no longer this worker's (cancelled). */
export async function reportProgress(
  db: ApiDb,
  task: ClaimedTask,
  fraction: number,
  leaseMs: number,
): Promise<boolean> {
  const result = await ours(task)(db)
    .set({
      progress: fraction,
      lease_until: sql<Date>`now() + ${leaseMs}::integer * interval '1 millisecond'`,
      updated_at: sql<Date>`now()`,
    })
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Done: by this worker's claim, or whatever happened since once the content recorded the encoding. */
export async function markDone(
  db: ApiDb,
  task: ClaimedTask,
  outputs: { streamKey: string | null; posterKey: string | null; dataSaverKey: string | null },
  options: { evenIfCancelled: boolean },
): Promise<void> {
  const update = options.evenIfCancelled
    ? db.updateTable('api.encoder_tasks').where('task_id', '=', task.task_id)
    : ours(task)(db);
  await update
    .set({
      status: 'done',
      progress: 1,
      lease_until: null,
      stream_key: outputs.streamKey,
      poster_key: outputs.posterKey,
      data_saver_key: outputs.dataSaverKey,
      last_error: null,
      updated_at: sql<Date>`now()`,
    })
    .execute();
}

/** The content settled its media without this task (cancelled, replaced, or encoded by another way). */
export async function markSettled(db: ApiDb, task: ClaimedTask, status: 'done' | 'cancelled'): Promise<void> {
  await ours(task)(db)
    .set({ status, progress: status === 'done' ? 1 : 0, lease_until: null, updated_at: sql<Date>`now()` })
    .execute();
}

/** Another attempt after `delayMs`. */
export async function retryLater(
  db: ApiDb,
  task: ClaimedTask,
  error: string,
  delayMs: number,
): Promise<void> {
  await ours(task)(db)
    .set({
      status: 'queued',
      progress: 0,
      lease_until: null,
      last_error: error,
      run_after: sql<Date>`now() + ${delayMs}::integer * interval '1 millisecond'`,
      updated_at: sql<Date>`now()`,
    })
    .execute();
}

export async function markFailed(db: ApiDb, task: ClaimedTask, error: string): Promise<void> {
  await ours(task)(db)
    .set({ status: 'failed', lease_until: null, last_error: error, updated_at: sql<Date>`now()` })
    .execute();
}

/** The worker is stopping: the task goes back to the queue without counting this attempt. */
export async function giveBack(db: ApiDb, task: ClaimedTask): Promise<void> {
  await ours(task)(db)
    .set({
      status: 'queued',
      attempts: task.attempts - 1,
      progress: 0,
      lease_until: null,
      run_after: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .execute();
}

/** `true` when the task was still waiting or running; its worker notices at its next progress report. */
export async function markCancelled(db: ApiDb, taskId: string): Promise<boolean> {
  const result = await db
    .updateTable('api.encoder_tasks')
    .set({ status: 'cancelled', lease_until: null, updated_at: sql<Date>`now()` })
    .where('task_id', '=', taskId)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function findTask(db: ApiDb, taskId: string): Promise<EncoderTask | undefined> {
  return db.selectFrom('api.encoder_tasks').selectAll().where('task_id', '=', taskId).executeTakeFirst();
}

/** The tasks of one upload, newest first. */
export async function tasksOfUpload(db: ApiDb, uploadId: string): Promise<EncoderTask[]> {
  return db
    .selectFrom('api.encoder_tasks')
    .selectAll()
    .where('upload_id', '=', uploadId)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Tasks queued or under way: the encoder's queue. */
export async function tasksWaiting(db: ApiDb): Promise<number> {
  const { waiting } = await db
    .selectFrom('api.encoder_tasks')
    .select((eb) => eb.fn.countAll<string>().as('waiting'))
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirstOrThrow();
  return Number(waiting);
}
