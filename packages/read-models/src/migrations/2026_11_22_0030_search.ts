import { sql, type Kysely } from 'kysely';

/**
 * Full-text search in en, fr, es and ar: one stored tsvector per language configuration, plus a normalised text
 * with a trigram index for typos. `search.normalize` is the one place text is normalised, for the index (by the
 * trigger) and for queries alike: lower case, Latin accents removed, Arabic diacritics (harakat, superscript
 * alef) and tatweel removed and alef forms unified, so 'رواياتٌ' and 'روايات' meet.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create extension if not exists unaccent`.execute(db);
  await db.schema.createSchema('search').ifNotExists().execute();
  await sql`
    create function search.normalize(value text) returns text language sql stable as $$
      select lower(public.unaccent(
        regexp_replace(
          regexp_replace(coalesce(value, ''), '[\u064B-\u065F\u0670\u0640]', '', 'g'),
          '[\u0622\u0623\u0625\u0671]', '\u0627', 'g')))
    $$`.execute(db);
  await db.schema
    .withSchema('search')
    .createTable('authors')
    .addColumn('user_id', 'text', (column) => column.primaryKey())
    .addColumn('first_name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema
    .withSchema('search')
    .createTable('documents')
    .addColumn('content_id', 'text', (column) => column.primaryKey())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('media_type', 'text', (column) => column.notNull())
    .addColumn('slug', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('short_names', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('summary', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('body_text', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('author_id', 'text', (column) => column.notNull())
    .addColumn('author_name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('publication_id', 'text', (column) => column.notNull())
    .addColumn('topics', sql`text[]`, (column) => column.notNull())
    .addColumn('region', 'text')
    .addColumn('country', 'text')
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('published_at', 'timestamptz')
    .addColumn('popularity', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('maturity_age', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('available_countries', sql`text[]`)
    .addColumn('search_text', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('tsv_en', sql`tsvector`)
    .addColumn('tsv_fr', sql`tsvector`)
    .addColumn('tsv_es', sql`tsvector`)
    .addColumn('tsv_ar', sql`tsvector`)
    .execute();
  await sql`
    create function search.index_document() returns trigger language plpgsql as $$
    declare
      plain_title text := search.normalize(new.title || ' ' || new.short_names);
      plain_summary text := search.normalize(new.summary);
      plain_body text := search.normalize(new.body_text);
      plain_author text := search.normalize(new.author_name);
    begin
      new.search_text := plain_title || ' ' || plain_author;
      new.tsv_en := setweight(to_tsvector('english', plain_title), 'A') || setweight(to_tsvector('english', plain_author), 'B')
        || setweight(to_tsvector('english', plain_summary), 'B') || setweight(to_tsvector('english', plain_body), 'C');
      new.tsv_fr := setweight(to_tsvector('french', plain_title), 'A') || setweight(to_tsvector('french', plain_author), 'B')
        || setweight(to_tsvector('french', plain_summary), 'B') || setweight(to_tsvector('french', plain_body), 'C');
      new.tsv_es := setweight(to_tsvector('spanish', plain_title), 'A') || setweight(to_tsvector('spanish', plain_author), 'B')
        || setweight(to_tsvector('spanish', plain_summary), 'B') || setweight(to_tsvector('spanish', plain_body), 'C');
      new.tsv_ar := setweight(to_tsvector('arabic', plain_title), 'A') || setweight(to_tsvector('arabic', plain_author), 'B')
        || setweight(to_tsvector('arabic', plain_summary), 'B') || setweight(to_tsvector('arabic', plain_body), 'C');
      return new;
    end $$`.execute(db);
  await sql`
    create trigger documents_index before insert or update of title, short_names, summary, body_text, author_name
    on search.documents for each row execute function search.index_document()`.execute(db);
  for (const language of ['en', 'fr', 'es', 'ar']) {
    await sql`create index ${sql.id(`documents_tsv_${language}`)} on search.documents using gin (${sql.id(`tsv_${language}`)})`.execute(
      db,
    );
  }
  await sql`create index documents_trigram on search.documents using gin (search_text gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index documents_author on search.documents (author_id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropSchema('search').ifExists().cascade().execute();
}
