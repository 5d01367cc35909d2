import { sql, type Kysely } from 'kysely';

/**
 * What the devices screen shows of a sign-in: each session row keeps the user agent and the country of the address
 * it was opened from (never the address), and the time its family's sign-in happened, carried on by each rotation.
 * Rows opened before this know neither; their family's first seen is its oldest row.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .withSchema('api')
    .alterTable('sessions')
    .addColumn('user_agent', 'text')
    .addColumn('country', 'text')
    .addColumn('first_seen_at', 'timestamptz')
    .execute();
  await sql`
    update api.sessions as session
    set first_seen_at = family.first_seen_at
    from (select family_id, min(created_at) as first_seen_at from api.sessions group by family_id) as family
    where session.family_id = family.family_id
  `.execute(db);
  await db.schema
    .withSchema('api')
    .alterTable('sessions')
    .alterColumn('first_seen_at', (column) => column.setNotNull())
    .execute();
  // The devices screen reads an account's live sign-ins: the newest row of each family, neither rotated nor revoked.
  await db.schema
    .withSchema('api')
    .createIndex('sessions_live_heads')
    .on('sessions')
    .column('user_id')
    .where(sql.ref('rotated_at'), 'is', null)
    .where(sql.ref('revoked_at'), 'is', null)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.withSchema('api').dropIndex('sessions_live_heads').execute();
  await db.schema
    .withSchema('api')
    .alterTable('sessions')
    .dropColumn('user_agent')
    .dropColumn('country')
    .dropColumn('first_seen_at')
    .execute();
}
