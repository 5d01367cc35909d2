import { sql, type Kysely } from 'kysely';
import type { ReadModels } from './database.ts';

export type StatsPeriod = 'day' | 'week' | 'month' | 'year';

export interface StatsRow {
  /** First day of the period ('YYYY-MM-DD'; weeks start on Monday, ISO). */
  readonly periodStart: string;
  readonly views: number;
  readonly likes: number;
  readonly shares: number;
  /** Distinct readers who viewed or read in the period. */
  readonly audience: number;
}

/** Figures of one content or one author per period, newest period first. */
async function statsBy(
  db: Kysely<ReadModels>,
  column: 'content_id' | 'author_id',
  id: string,
  period: StatsPeriod,
): Promise<StatsRow[]> {
  const unit = sql.lit(period);
  const result = await sql<{
    period_start: string;
    views: string;
    likes: string;
    shares: string;
    audience: string;
  }>`
    with totals as (
      select date_trunc(${unit}, day)::date as period_start,
             sum(views) as views, sum(likes) as likes, sum(shares) as shares
        from stats.daily where ${sql.ref(column)} = ${id} group by 1),
    readers as (
      select date_trunc(${unit}, day)::date as period_start, count(distinct reader_id) as audience
        from stats.daily_readers where ${sql.ref(column)} = ${id} group by 1)
    select to_char(coalesce(t.period_start, r.period_start), 'YYYY-MM-DD') as period_start,
           coalesce(t.views, 0) as views, coalesce(t.likes, 0) as likes, coalesce(t.shares, 0) as shares,
           coalesce(r.audience, 0) as audience
      from totals t full join readers r on r.period_start = t.period_start
     order by 1 desc`.execute(db);
  return result.rows.map((row) => ({
    periodStart: row.period_start,
    views: Number(row.views),
    likes: Number(row.likes),
    shares: Number(row.shares),
    audience: Number(row.audience),
  }));
}

export const contentStats = (db: Kysely<ReadModels>, contentId: string, period: StatsPeriod) =>
  statsBy(db, 'content_id', contentId, period);

export const authorStats = (db: Kysely<ReadModels>, authorId: string, period: StatsPeriod) =>
  statsBy(db, 'author_id', authorId, period);
