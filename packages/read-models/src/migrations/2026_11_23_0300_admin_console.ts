import type { Kysely } from 'kysely';

/**
 * What the admin console shows beyond the queues: when a person's account was closed, when a publication was
 * created, each report's decision and the content its link names, and which contents the team hid. The
 * admin-queues projection is emptied and its checkpoint dropped, so it reads the feed again and fills its new
 * columns from the events; no content was hidden before, so the pages keep theirs.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const adminQueues = db.schema.withSchema('admin_queues');
  await adminQueues.alterTable('people').addColumn('deactivated_at', 'timestamptz').execute();
  await adminQueues.alterTable('publications').addColumn('created_at', 'timestamptz').execute();
  await adminQueues
    .alterTable('reports')
    .addColumn('content_slug', 'text')
    .addColumn('content_id', 'text')
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('open'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decided_by', 'text')
    .execute();
  await db.schema
    .withSchema('pages')
    .alterTable('contents')
    .addColumn('hidden', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();
  for (const table of ['people', 'author_applications', 'publications', 'reports']) {
    await db.withSchema('admin_queues').deleteFrom(table).execute();
  }
  await db.deleteFrom('projections.checkpoints').where('name', '=', 'admin-queues').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.withSchema('pages').alterTable('contents').dropColumn('hidden').execute();
  const adminQueues = db.schema.withSchema('admin_queues');
  await adminQueues.alterTable('people').dropColumn('deactivated_at').execute();
  await adminQueues.alterTable('publications').dropColumn('created_at').execute();
  for (const column of ['content_slug', 'content_id', 'status', 'decided_at', 'decided_by']) {
    await adminQueues.alterTable('reports').dropColumn(column).execute();
  }
}
