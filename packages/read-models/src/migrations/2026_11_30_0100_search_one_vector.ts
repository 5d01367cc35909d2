import { sql, type Kysely } from 'kysely';

/**
 * One full-text vector per document instead of four: analysing every field in all four languages (16 `to_tsvector`
 * calls a document, four GIN indexes to keep) was most of a rebuild's time. Each text is now analysed once in the
 * language it is written in, and once with `simple` so a word typed exactly as written matches whatever its
 * language; weights stay A (title, short names), B (author, summary), C (body). Queries OR the four languages'
 * stemmed forms with `simple`, so a reader need not say which language they search in.
 *
 * The language of a text:
 * - a short name: its key (`{ fr: … }` is French), the one place an author says which language a text is in;
 * - a title, summary or body: Arabic script makes it Arabic (its own script is the surest sign, and an Arabic text
 *   stemmed as French would never meet its query); otherwise the content's language, which is the only Latin-script
 *   language among its short names when there is exactly one (an author who names a content in French only writes
 *   it in French), else the language whose common function words the title, summary and the body's start hold most
 *   (ties in the order English, French, Spanish), else English, the platform's default interface language. The
 *   author's interface language is not used: it says what they read the menus in, not what they write.
 * - an author's name: `simple` only, as a name has no stem in any language.
 *
 * Typos are looked up in `search.words`, the corpus's distinct words (titles, short names, authors' names as
 * `simple` analyses them) with a trigram index, instead of comparing the query with every document's text. Each
 * word counts the documents that use it, kept by statement triggers on the documents, and leaves the table when no
 * document uses it any more; the words of every document are counted, published or not, since a search filters
 * documents by status anyway.
 *
 * Existing documents are analysed again here, so an upgraded database answers at once. Their short names were
 * stored joined without their languages: each becomes `{ und: … }` (undetermined), analysed by its script and the
 * content's language until the content is edited or the index rebuilt.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop trigger documents_index on search.documents`.execute(db);
  await sql`drop function search.index_document()`.execute(db);
  await sql`alter table search.documents
    drop column tsv_en, drop column tsv_fr, drop column tsv_es, drop column tsv_ar, drop column search_text,
    add column tsv tsvector, add column title_words text[] not null default '{}',
    alter column short_names drop default,
    alter column short_names type jsonb using case when short_names = '' then '{}'::jsonb
      else jsonb_build_object('und', short_names) end,
    alter column short_names set default '{}'::jsonb`.execute(db);
  await languageFunctions(db);
  // One SQL expression each, which PL/pgSQL evaluates without a query per step: statements, loops and SQL functions
  // that cannot be inlined cost more per document than the analysis itself.
  await sql`
    create function search.document_vector(title text, short_names jsonb, summary text, body text, author text,
      content_language regconfig) returns tsvector language sql stable as $$
      select setweight(to_tsvector(search.text_configuration(title, content_language), title)
          || to_tsvector('english', search.normalize(short_names ->> 'en'))
          || to_tsvector('french', search.normalize(short_names ->> 'fr'))
          || to_tsvector('spanish', search.normalize(short_names ->> 'es'))
          || to_tsvector('arabic', search.normalize(short_names ->> 'ar'))
          || to_tsvector(search.text_configuration(search.normalize(short_names ->> 'und'), content_language),
            search.normalize(short_names ->> 'und'))
          || to_tsvector('simple', search.exact_title(title, short_names)), 'A')
        || setweight(to_tsvector('simple', author), 'B')
        || setweight(to_tsvector(search.text_configuration(summary, content_language), summary)
          || to_tsvector('simple', summary), 'B')
        || setweight(to_tsvector(search.text_configuration(body, content_language), body)
          || to_tsvector('simple', body), 'C')
    $$`.execute(db);
  await sql`
    create function search.index_document() returns trigger language plpgsql as $$
    declare
      plain_title text := search.normalize(new.title);
      plain_summary text := search.normalize(new.summary);
      plain_body text := search.normalize(new.body_text);
      plain_author text := search.normalize(new.author_name);
    begin
      new.tsv := search.document_vector(plain_title, new.short_names, plain_summary, plain_body, plain_author,
        coalesce(search.named_language(new.short_names),
          search.detected_language(plain_title || ' ' || plain_summary || ' ' || left(plain_body, 600))));
      new.title_words := tsvector_to_array(
        to_tsvector('simple', search.exact_title(plain_title, new.short_names) || ' ' || plain_author));
      return new;
    end $$`.execute(db);
  await sql`
    create trigger documents_index before insert or update of title, short_names, summary, body_text, author_name
    on search.documents for each row execute function search.index_document()`.execute(db);
  await sql`update search.documents set title = title`.execute(db);
  await wordCounts(db);
  await sql`create index documents_tsv on search.documents using gin (tsv)`.execute(db);
}

/** Which text search configuration analyses a text; `search.normalize` has already run on it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function languageFunctions(db: Kysely<any>): Promise<void> {
  await sql`
    create function search.text_configuration(plain text, content_language regconfig) returns regconfig
    language sql immutable as $$
      select case when plain ~ '[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]'
        then 'arabic'::regconfig else content_language end
    $$`.execute(db);
  await sql`
    create function search.named_language(short_names jsonb) returns regconfig language sql immutable as $$
      select case when (short_names ? 'en')::integer + (short_names ? 'fr')::integer + (short_names ? 'es')::integer = 1
        then case when short_names ? 'en' then 'english'::regconfig when short_names ? 'fr' then 'french'::regconfig
          else 'spanish'::regconfig end end
    $$`.execute(db);
  await sql`
    create function search.exact_title(title text, short_names jsonb) returns text language sql stable as $$
      select concat_ws(' ', title, search.normalize(short_names ->> 'en'), search.normalize(short_names ->> 'fr'),
        search.normalize(short_names ->> 'es'), search.normalize(short_names ->> 'ar'),
        search.normalize(short_names ->> 'und'))
    $$`.execute(db);
  await sql`
    create function search.detected_language(plain text) returns regconfig language sql immutable as $$
      select coalesce((
        select common.configuration
        from (values
          (1, 'english'::regconfig, array['the', 'and', 'of', 'to', 'in', 'is', 'for', 'with', 'on', 'that', 'this',
            'from', 'by', 'are', 'was', 'why', 'how', 'what', 'than', 'it', 'its', 'their', 'our', 'you']),
          (2, 'french'::regconfig, array['le', 'la', 'les', 'des', 'du', 'et', 'est', 'une', 'un', 'pour', 'dans',
            'sur', 'au', 'aux', 'avec', 'qui', 'que', 'pas', 'ce', 'de', 'son', 'sa', 'ses', 'nous', 'vous']),
          (3, 'spanish'::regconfig, array['el', 'los', 'las', 'del', 'y', 'por', 'para', 'con', 'una', 'es', 'que',
            'en', 'de', 'la', 'al', 'se', 'lo', 'su', 'sus', 'como', 'un', 'pero', 'muy'])
        ) as common(rank, configuration, words)
        cross join lateral (
          select count(*) as found from unnest(regexp_split_to_array(plain, '[^[:alpha:]]+')) word
          where word = any(common.words)
        ) as counted
        where counted.found > 0
        order by counted.found desc, common.rank
        limit 1), 'english')
    $$`.execute(db);
}

/** `search.words`: the corpus's distinct words, each with the number of documents that use it, counted once here. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function wordCounts(db: Kysely<any>): Promise<void> {
  await db.schema
    .withSchema('search')
    .createTable('words')
    .addColumn('word', 'text', (column) => column.primaryKey())
    .addColumn('documents', 'integer', (column) => column.notNull())
    .execute();
  await sql`insert into search.words (word, documents)
    select word, count(*) from search.documents, unnest(title_words) word group by word`.execute(db);
  await sql`create index words_trigram on search.words using gin (word gin_trgm_ops)`.execute(db);
  // Positive and negative changes meet in one statement, each word's row touched once: a word a change takes to
  // zero is deleted, the others added to. Without bitmap scans the rows are found through the primary key: the
  // trigram index also answers equality, and a planner misled by a fresh table's statistics chose it, a trigram
  // search per word.
  await sql`
    create function search.count_words(changed text[], delta integer) returns void language sql
    set enable_bitmapscan = off as $$
      with change as (
        select word, count(*)::integer * delta as documents from unnest(changed) word group by word
      ), emptied as (
        delete from search.words w using change c where w.word = c.word and w.documents + c.documents <= 0
      )
      insert into search.words as w (word, documents)
      select c.word, c.documents from change c
      where c.documents > 0
        or exists (select 1 from search.words kept where kept.word = c.word and kept.documents + c.documents > 0)
      on conflict (word) do update set documents = w.documents + excluded.documents
    $$`.execute(db);
  // A rebuild inserts documents by the hundred: counting a statement's words at once writes each word once.
  await sql`
    create function search.count_added_words() returns trigger language plpgsql as $$
    begin
      perform search.count_words(array(select unnest(title_words) from added), 1);
      return null;
    end $$`.execute(db);
  await sql`
    create function search.count_removed_words() returns trigger language plpgsql as $$
    begin
      perform search.count_words(array(select unnest(title_words) from removed), -1);
      return null;
    end $$`.execute(db);
  await sql`
    create function search.count_changed_words() returns trigger language plpgsql as $$
    begin
      perform search.count_words(array(select unnest(old.title_words) except select unnest(new.title_words)), -1);
      perform search.count_words(array(select unnest(new.title_words) except select unnest(old.title_words)), 1);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger documents_words_added after insert on search.documents referencing new table as added
    for each statement execute function search.count_added_words()`.execute(db);
  await sql`
    create trigger documents_words_removed after delete on search.documents referencing old table as removed
    for each statement execute function search.count_removed_words()`.execute(db);
  // Per row, and only when the words changed: a status change leaves them be, and statement triggers that see
  // old and new rows cannot be narrowed to the text columns.
  await sql`
    create trigger documents_words_changed after update on search.documents for each row
    when (old.title_words is distinct from new.title_words) execute function search.count_changed_words()`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger documents_index on search.documents`.execute(db);
  await sql`drop trigger documents_words_added on search.documents`.execute(db);
  await sql`drop trigger documents_words_removed on search.documents`.execute(db);
  await sql`drop trigger documents_words_changed on search.documents`.execute(db);
  await db.schema.withSchema('search').dropTable('words').execute();
  for (const name of [
    'count_added_words()',
    'count_removed_words()',
    'count_changed_words()',
    'count_words(text[], integer)',
    'index_document()',
    'document_vector(text, jsonb, text, text, text, regconfig)',
    'exact_title(text, jsonb)',
    'named_language(jsonb)',
    'detected_language(text)',
    'text_configuration(text, regconfig)',
  ])
    await sql.raw(`drop function search.${name}`).execute(db);
  await sql`alter table search.documents add column joined_names text not null default ''`.execute(db);
  await sql`update search.documents set joined_names = coalesce((select string_agg(value, ' ')
    from jsonb_each_text(short_names)), '')`.execute(db);
  await sql`alter table search.documents drop column tsv, drop column title_words, drop column short_names,
    add column search_text text not null default '',
    add column tsv_en tsvector, add column tsv_fr tsvector, add column tsv_es tsvector, add column tsv_ar tsvector`.execute(
    db,
  );
  await sql`alter table search.documents rename column joined_names to short_names`.execute(db);
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
  await sql`update search.documents set title = title`.execute(db);
  for (const language of ['en', 'fr', 'es', 'ar'])
    await sql`create index ${sql.id(`documents_tsv_${language}`)} on search.documents using gin (${sql.id(`tsv_${language}`)})`.execute(
      db,
    );
  await sql`create index documents_trigram on search.documents using gin (search_text gin_trgm_ops)`.execute(
    db,
  );
}
