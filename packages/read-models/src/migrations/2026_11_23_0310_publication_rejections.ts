import { sql, type Kysely } from 'kysely';

/**
 * What a publication's owner needs to hear why it was refused. The notifications projection learns each
 * publication's owner and name; the rows it would have written for publications created before this table are
 * filled from the events themselves, rather than by reading the feed again, which would send today the mails of
 * every past decision. The pages keep the platform team's reason for a refused publication: the pages projection
 * is emptied and its checkpoint dropped, so it reads the feed again and fills the reasons from the events.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .withSchema('notifications')
    .createTable('publications')
    .addColumn('publication_id', 'text', (column) => column.primaryKey())
    .addColumn('owner_id', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .execute();
  const { rows } = await sql<{
    store: string | null;
  }>`select to_regclass('event_store.events')::text as store`.execute(db);
  if (rows[0]?.store) {
    await sql`
      insert into notifications.publications (publication_id, owner_id, name)
      select created.data->>'publicationId', created.data->>'ownerId', coalesce(
        (select edited.data->>'name' from event_store.events edited
          where edited.type = 'PublicationEdited' and edited.data->>'publicationId' = created.data->>'publicationId'
          order by edited.position desc limit 1),
        created.data->>'name')
      from event_store.events created
      where created.type = 'PublicationCreated'
      on conflict (publication_id) do nothing`.execute(db);
  }
  await db.schema
    .withSchema('pages')
    .alterTable('publications')
    .addColumn('rejection_reason', 'text')
    .execute();
  for (const table of ['site_pages', 'agenda', 'contents', 'publications', 'authors']) {
    await db.withSchema('pages').deleteFrom(table).execute();
  }
  await db.deleteFrom('projections.checkpoints').where('name', '=', 'pages').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.withSchema('pages').alterTable('publications').dropColumn('rejection_reason').execute();
  await db.schema.withSchema('notifications').dropTable('publications').execute();
}
