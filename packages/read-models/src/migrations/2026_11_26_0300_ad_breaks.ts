import { sql, type Kysely } from 'kysely';

/** The house ads the team published, the ones still playing found by their kind. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createSchema('ad_breaks').ifNotExists().execute();
  await db.schema
    .withSchema('ad_breaks')
    .createTable('ads')
    .addColumn('ad_id', 'text', (column) => column.primaryKey())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('media_kind', 'text', (column) => column.notNull())
    .addColumn('upload_id', 'text', (column) => column.notNull())
    .addColumn('media_url', 'text', (column) => column.notNull())
    .addColumn('duration_seconds', 'double precision')
    .addColumn('link', 'text')
    .addColumn('published_at', 'timestamptz', (column) => column.notNull())
    .addColumn('withdrawn_at', 'timestamptz')
    .execute();
  await db.schema
    .withSchema('ad_breaks')
    .createIndex('ads_active_by_kind')
    .on('ads')
    .column('media_kind')
    .where(sql.ref('withdrawn_at'), 'is', null)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropSchema('ad_breaks').cascade().execute();
}
