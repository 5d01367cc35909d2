import { type Kysely } from 'kysely';

/** Per-reader relations (favourites, likes, follows, saved events), counts per target, watched positions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createSchema('engagement').ifNotExists().execute();
  await db.schema
    .withSchema('engagement')
    .createTable('relations')
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('relation', 'text', (column) => column.notNull())
    .addColumn('target_id', 'text', (column) => column.notNull())
    .addColumn('profile_id', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('relations_pk', ['user_id', 'relation', 'target_id'])
    .execute();
  await db.schema
    .withSchema('engagement')
    .createIndex('relations_target')
    .on('relations')
    .columns(['target_id', 'relation'])
    .execute();
  await db.schema
    .withSchema('engagement')
    .createTable('counts')
    .addColumn('target_id', 'text', (column) => column.primaryKey())
    .addColumn('likes', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('favourites', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('followers', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('saves', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('shares', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('views', 'bigint', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .withSchema('engagement')
    .createTable('watched')
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('content_id', 'text', (column) => column.notNull())
    .addColumn('position_seconds', 'double precision', (column) => column.notNull())
    .addColumn('watched_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('watched_pk', ['user_id', 'content_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropSchema('engagement').ifExists().cascade().execute();
}
