import { sql, type Kysely } from 'kysely';

/**
 * Uploads as the API measured them from their bytes, owned by their uploader; the encoder's job queue, fed from
 * the MediaUploaded events after a checkpoint of its own.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .withSchema('api')
    .createTable('uploads')
    .addColumn('upload_id', 'text', (column) => column.primaryKey())
    .addColumn('uploader_id', 'text', (column) => column.notNull())
    .addColumn('role', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('image', 'video', 'audio')`))
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('size_bytes', 'bigint', (column) => column.notNull())
    .addColumn('width_px', 'integer')
    .addColumn('height_px', 'integer')
    .addColumn('duration_seconds', 'double precision')
    .addColumn('storage_key', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .withSchema('api')
    .createIndex('uploads_uploader')
    .on('uploads')
    .column('uploader_id')
    .execute();

  await db.schema
    .withSchema('api')
    .createTable('encoder_tasks')
    .addColumn('task_id', 'text', (column) => column.primaryKey())
    .addColumn('content_id', 'text', (column) => column.notNull())
    .addColumn('upload_id', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('video', 'audio')`))
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .defaultTo('queued')
        .check(sql`status in ('queued', 'running', 'done', 'failed', 'cancelled')`),
    )
    .addColumn('progress', 'real', (column) => column.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('run_after', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('lease_until', 'timestamptz')
    .addColumn('stream_key', 'text')
    .addColumn('poster_key', 'text')
    .addColumn('data_saver_key', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .withSchema('api')
    .createIndex('encoder_tasks_due')
    .on('encoder_tasks')
    .columns(['status', 'run_after'])
    .execute();
  await db.schema
    .withSchema('api')
    .createIndex('encoder_tasks_upload')
    .on('encoder_tasks')
    .column('upload_id')
    .execute();

  await db.schema
    .withSchema('api')
    .createTable('encoder_feed')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('commit_position', 'numeric', (column) => column.notNull())
    .addColumn('prepare_position', 'numeric', (column) => column.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.withSchema('api').dropTable('encoder_feed').execute();
  await db.schema.withSchema('api').dropTable('encoder_tasks').execute();
  await db.schema.withSchema('api').dropTable('uploads').execute();
}
