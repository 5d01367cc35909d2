import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { ReadModels } from './database.ts';

/** How close a misspelt word must be to a word of the corpus (pg_trgm word similarity). */
const TYPO_SIMILARITY = 0.5;
/** The close words a query word may stand for, closest first: a short word is close to many. */
const CLOSE_WORDS = 3;
/** Shorter words have too few trigrams to tell a typo from another word. */
const TYPO_MIN_LENGTH = 3;
/** A query's words looked up for typos; the rest are matched as written. */
const TYPO_WORDS = 8;
const CONFIGURATIONS = ['english', 'french', 'spanish', 'arabic', 'simple'] as const;

export interface TextQuery {
  /** The text's words stemmed in each of the four languages and as written (`simple`), as tsquery text. */
  readonly words: string;
  /** `words`, or each word or a close word of the corpus, for typos: what documents are matched by. */
  readonly match: string;
}

/**
 * A document analysed in one language meets a query analysed in all four, so a reader need not say which language
 * they search in. Typos are looked up in `search.words` (trigram index), then matched through the full-text vector
 * like any word: a word close to nothing costs one index lookup, as a common one does.
 * Undefined when the text holds nothing to search by (only what normalising removes, or punctuation).
 */
export async function textQuery(trx: Transaction<ReadModels>, text: string): Promise<TextQuery | undefined> {
  const { rows } = await sql<{ normalized: string; words: string }>`
    with query as (select search.normalize(${text}) as normalized)
    select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true),
      normalized, ${forms(sql.ref('normalized'))}::text as words
    from query`.execute(trx);
  const { normalized = '', words = '' } = rows[0] ?? {};
  if (!words) return undefined;
  const typos = await closeWords(trx, typoCandidates(normalized));
  const match = typos.some((typo) => typo.close.length > 0)
    ? `(${words}) | ${typos
        .map((typo) => [typo.forms, ...typo.close].filter(Boolean).map((alternative) => `(${alternative})`))
        .filter((alternatives) => alternatives.length > 0)
        .map((alternatives) => `(${alternatives.join(' | ')})`)
        .join(' & ')}`
    : words;
  return { words, match };
}

/** Every configuration's tsquery of the text, ORed. */
const forms = (text: RawBuilder<unknown> | string) =>
  sql`(${sql.join(
    CONFIGURATIONS.map(
      (configuration) => sql`websearch_to_tsquery(${sql.lit(configuration)}::regconfig, ${text})`,
    ),
    sql` || `,
  )})`;

/** The plain words of a normalised query: its operators (quotes, `or`, `-word`) are left to the full text. */
function typoCandidates(normalized: string): string[] {
  const words = normalized
    .split(/[\s"]+/)
    .filter((word) => word.length >= TYPO_MIN_LENGTH && word !== 'or' && !word.startsWith('-'));
  return [...new Set(words)].slice(0, TYPO_WORDS);
}

interface Typo {
  /** The word's own forms, as `forms` gives them. */
  readonly forms: string;
  /** Close words of the corpus as `simple` tsqueries, closest first. */
  readonly close: string[];
}

async function closeWords(trx: Transaction<ReadModels>, words: readonly string[]): Promise<Typo[]> {
  if (words.length === 0) return [];
  const { rows } = await sql<Typo>`
    select ${forms(sql.ref('typed.word'))}::text as forms,
      array(
        select plainto_tsquery('simple', w.word)::text from search.words w
        where typed.word <% w.word
        order by word_similarity(typed.word, w.word) desc, w.documents desc, w.word
        limit ${CLOSE_WORDS}
      ) as close
    from unnest(${words}::text[]) with ordinality as typed(word, position)
    order by typed.position`.execute(trx);
  return rows;
}
