import type { Kysely } from 'kysely';

/**
 * Favourites, likes and watched positions are each viewing profile's: a relation is keyed by the profile it is
 * filed under (the account's default profile, whose id is the user's, for follows, saved events and whatever was
 * recorded without one), and so is a watched position. The engagement tables are emptied and the projection's
 * checkpoint dropped, so it reads the feed again and files every relation as the engagement decider now does.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['relations', 'counts', 'watched'])
    await db.withSchema('engagement').deleteFrom(table).execute();
  await db.schema
    .withSchema('engagement')
    .alterTable('relations')
    .alterColumn('profile_id', (column) => column.setNotNull())
    .execute();
  await db.schema.withSchema('engagement').alterTable('relations').dropConstraint('relations_pk').execute();
  await db.schema
    .withSchema('engagement')
    .alterTable('relations')
    .addPrimaryKeyConstraint('relations_pk', ['user_id', 'profile_id', 'relation', 'target_id'])
    .execute();
  await db.schema
    .withSchema('engagement')
    .alterTable('watched')
    .addColumn('profile_id', 'text', (column) => column.notNull())
    .execute();
  await db.schema.withSchema('engagement').alterTable('watched').dropConstraint('watched_pk').execute();
  await db.schema
    .withSchema('engagement')
    .alterTable('watched')
    .addPrimaryKeyConstraint('watched_pk', ['user_id', 'profile_id', 'content_id'])
    .execute();
  await db.deleteFrom('projections.checkpoints').where('name', '=', 'engagement').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['relations', 'counts', 'watched'])
    await db.withSchema('engagement').deleteFrom(table).execute();
  await db.schema.withSchema('engagement').alterTable('watched').dropConstraint('watched_pk').execute();
  await db.schema.withSchema('engagement').alterTable('watched').dropColumn('profile_id').execute();
  await db.schema
    .withSchema('engagement')
    .alterTable('watched')
    .addPrimaryKeyConstraint('watched_pk', ['user_id', 'content_id'])
    .execute();
  await db.schema.withSchema('engagement').alterTable('relations').dropConstraint('relations_pk').execute();
  await db.schema
    .withSchema('engagement')
    .alterTable('relations')
    .addPrimaryKeyConstraint('relations_pk', ['user_id', 'relation', 'target_id'])
    .execute();
  await db.schema
    .withSchema('engagement')
    .alterTable('relations')
    .alterColumn('profile_id', (column) => column.dropNotNull())
    .execute();
  await db.deleteFrom('projections.checkpoints').where('name', '=', 'engagement').execute();
}
