import { sql, type Kysely } from 'kysely';
import type { ReadModels } from './database.ts';

export type IncomePeriod = 'week' | 'month' | 'year';

/** One statement of an author: a period's paid reads and clicks, in integer micro-euros and cents. */
export interface IncomeStatement {
  /** First day of the period and first day of the next ('YYYY-MM-DD', UTC; weeks start on Monday). */
  readonly periodStart: string;
  readonly periodEnd: string;
  readonly reads: number;
  readonly clicks: number;
  readonly microEuros: number;
  readonly carriedInMicroEuros: number;
  readonly cents: number;
  /** What stayed under a cent, carried into the author's next period. */
  readonly carriedOutMicroEuros: number;
}

// A `date` column would come back as a Date at the server's local midnight: days travel as text.
const dayText = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** An author's statements of one kind of period, newest first. */
export async function incomeStatements(
  db: Kysely<ReadModels>,
  authorId: string,
  period: IncomePeriod,
): Promise<IncomeStatement[]> {
  const rows = await db
    .selectFrom('income.statements')
    .select([
      dayText('period_start').as('period_start'),
      dayText('period_end').as('period_end'),
      'reads',
      'clicks',
      'micro_euros',
      'carried_in_micro_euros',
      'cents',
      'carried_out_micro_euros',
    ])
    .where('author_id', '=', authorId)
    .where('period', '=', period)
    .orderBy('income.statements.period_start', 'desc')
    .execute();
  return rows.map((row) => ({
    periodStart: row.period_start,
    periodEnd: row.period_end,
    reads: Number(row.reads),
    clicks: Number(row.clicks),
    microEuros: Number(row.micro_euros),
    carriedInMicroEuros: Number(row.carried_in_micro_euros),
    cents: Number(row.cents),
    carriedOutMicroEuros: Number(row.carried_out_micro_euros),
  }));
}

/**
 * The cents an author has earned of all time, as their monthly statements pay them: months are what payouts
 * close, and weeks or years carry their remainders at other places, so their sums may differ by a cent.
 */
export async function incomeCentsOfAllTime(db: Kysely<ReadModels>, authorId: string): Promise<number> {
  const row = await db
    .selectFrom('income.statements')
    .select(sql<string>`coalesce(sum(cents), 0)`.as('cents'))
    .where('author_id', '=', authorId)
    .where('period', '=', 'month')
    .executeTakeFirstOrThrow();
  return Number(row.cents);
}

/** What one content earned per period, newest first (periods start on the UTC day, weeks on Monday). */
export async function contentIncome(
  db: Kysely<ReadModels>,
  contentId: string,
  period: IncomePeriod,
): Promise<{ periodStart: string; microEuros: number }[]> {
  const unit = sql.lit(period);
  const result = await sql<{ period_start: string; micro_euros: string }>`
    select to_char(date_trunc(${unit}, at at time zone 'UTC'), 'YYYY-MM-DD') as period_start,
           sum(micro_euros) as micro_euros
      from income.ledger where content_id = ${contentId} group by 1 order by 1 desc`.execute(db);
  return result.rows.map((row) => ({ periodStart: row.period_start, microEuros: Number(row.micro_euros) }));
}

/** One content's share of a statement. */
export interface IncomeContentTotal {
  readonly contentId: string;
  /** Absent when the content is no longer on the platform's pages; its lines stay. */
  readonly slug: string | null;
  readonly title: string | null;
  readonly reads: number;
  readonly clicks: number;
  readonly microEuros: number;
}

/** A paid read or click, as the ledger holds it, with the rate its card gave that kind. */
export interface IncomeLine {
  readonly sourceEventId: string;
  readonly contentId: string;
  readonly kind: 'read' | 'click';
  readonly at: Date;
  readonly rateCardId: string | null;
  readonly rateMicroEuros: number | null;
  readonly microEuros: number;
}

export interface IncomeLinesQuery {
  readonly authorId: string;
  /** The statement's first day and the first day after it ('YYYY-MM-DD', UTC). */
  readonly from: string;
  readonly to: string;
  /** Only this content's lines; every content's totals are answered all the same. */
  readonly contentId?: string;
  /** At most this many lines of each content, its oldest: a screen shows a few, an export takes them all. */
  readonly perContent?: number;
}

const utcMidnight = (day: string) => new Date(`${day}T00:00:00.000Z`);

/**
 * The lines behind one of an author's statements: each content's reads, clicks and amount (largest first), and the
 * reads and clicks themselves, oldest first, each citing the event it came from and the rate card that priced it.
 */
export async function incomeLines(
  db: Kysely<ReadModels>,
  { authorId, from, to, contentId, perContent }: IncomeLinesQuery,
): Promise<{ contents: IncomeContentTotal[]; lines: IncomeLine[] }> {
  const inPeriod = db
    .selectFrom('income.ledger as line')
    .where('line.author_id', '=', authorId)
    .where('line.at', '>=', utcMidnight(from))
    .where('line.at', '<', utcMidnight(to));
  const ofContents = contentId === undefined ? inPeriod : inPeriod.where('line.content_id', '=', contentId);
  const numbered = ofContents
    .leftJoin('income.rate_cards as card', 'card.rate_card_id', 'line.rate_card_id')
    .select([
      'line.source_event_id',
      'line.content_id',
      'line.kind',
      'line.at',
      'line.rate_card_id',
      sql<
        string | null
      >`case line.kind when 'read' then card.micro_euros_per_read else card.micro_euros_per_click end`.as(
        'rate',
      ),
      'line.micro_euros',
      sql<string>`row_number() over (partition by line.content_id order by line.at, line.source_event_id)`.as(
        'nth',
      ),
    ]);
  const shown = db
    .selectFrom(numbered.as('numbered'))
    .selectAll()
    .$if(perContent !== undefined, (query) => query.where('nth', '<=', String(perContent)))
    .orderBy('at')
    .orderBy('source_event_id');
  const [contents, lines] = await Promise.all([
    inPeriod
      .leftJoin('pages.contents as content', 'content.content_id', 'line.content_id')
      .select([
        'line.content_id',
        'content.slug',
        'content.title',
        sql<string>`count(*) filter (where line.kind = 'read')`.as('reads'),
        sql<string>`count(*) filter (where line.kind = 'click')`.as('clicks'),
        sql<string>`sum(line.micro_euros)`.as('micro_euros'),
      ])
      .groupBy(['line.content_id', 'content.slug', 'content.title'])
      .orderBy(sql`sum(line.micro_euros)`, 'desc')
      .orderBy('content.title')
      .orderBy('line.content_id')
      .execute(),
    shown.execute(),
  ]);
  return {
    contents: contents.map((row) => ({
      contentId: row.content_id,
      slug: row.slug,
      title: row.title,
      reads: Number(row.reads),
      clicks: Number(row.clicks),
      microEuros: Number(row.micro_euros),
    })),
    lines: lines.map((row) => ({
      sourceEventId: row.source_event_id,
      contentId: row.content_id,
      kind: row.kind,
      at: row.at,
      rateCardId: row.rate_card_id,
      rateMicroEuros: row.rate === null ? null : Number(row.rate),
      microEuros: Number(row.micro_euros),
    })),
  };
}
