import type { ColumnType } from 'kysely';

/** Integer micro-euros or cents in a bigint column: pg hands bigints back as strings, never as floats. */
type Amount = ColumnType<string, string | number | bigint, string | number | bigint>;
/** A calendar day (UTC), as 'YYYY-MM-DD'. */
type Day = ColumnType<string, string, string>;
type Instant = ColumnType<Date, Date | string, Date | string>;

export interface IncomeRateCardsTable {
  rate_card_id: string;
  effective_from: Instant;
  micro_euros_per_read: Amount;
  micro_euros_per_click: Amount;
  published_at: Instant;
}

/** One line per paid read or click, citing the event it came from (spec §6 income, line by line). */
export interface IncomeLedgerTable {
  source_event_id: string;
  author_id: string;
  content_id: string;
  reader_id: string;
  kind: 'read' | 'click';
  /** The view the read or click cites. */
  view_id: string;
  at: Instant;
  rate_card_id: string | null;
  micro_euros: Amount;
}

/** An author's statement of one week, month or year: its lines' total in cents, the rest carried on. */
export interface IncomeStatementsTable {
  author_id: string;
  period: 'week' | 'month' | 'year';
  period_start: Day;
  period_end: Day;
  reads: Amount;
  clicks: Amount;
  micro_euros: Amount;
  carried_in_micro_euros: Amount;
  cents: Amount;
  carried_out_micro_euros: Amount;
}

/** Reads that earned nothing, and why, for the platform team. */
export interface IncomeRefusedReadsTable {
  event_id: string;
  reader_id: string;
  content_id: string;
  author_id: string;
  reason: string;
  seconds: number;
  at: Instant;
}

/** Months closed for payout (PayoutStatementIssued). */
export interface IncomePayoutsTable {
  statement_id: string;
  author_id: string;
  period_start: Day;
  period_end: Day;
  cents: Amount;
  micro_euros: Amount;
  issued_at: Instant;
}
