import { sql, type Kysely } from 'kysely';

/**
 * Content bodies become document trees (jsonb). A body projected as HTML before reads as one paragraph of its
 * text until `npm run replay -- pages` rebuilds it from the events, paragraph by paragraph.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table pages.contents alter column body type jsonb using
      case when body is null then null else jsonb_build_array(jsonb_build_object(
        'type', 'paragraph',
        'children', jsonb_build_array(jsonb_build_object(
          'text', btrim(regexp_replace(regexp_replace(body, '<[^>]*>', ' ', 'g'), '\\s+', ' ', 'g'))))))
      end`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table pages.contents alter column body type text using body::text`.execute(db);
}
