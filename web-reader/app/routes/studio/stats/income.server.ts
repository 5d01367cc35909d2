import { authorCalls } from '@afrimedia/contracts';
import type { ApiClient, CallOutput } from '../../../server/api.server.ts';
import { ApiError } from '../../../server/api.server.ts';
import { orNotFound } from '../../../server/not-found.server.ts';
import { periodLabel } from './period-label.server.ts';
import type { StatsPeriod } from './stats-period.ts';

/** An exact decimal of euros as the API writes it (`"0.27"`, `"0.012500"`). */
type Euros = string;
type Lines = CallOutput<typeof authorCalls.statisticsIncomeLines>;

/** The most reads and clicks a content shows opened: the page stays light on a phone, the CSV has every line. */
export const LINES_SHOWN = 50;

export interface IncomeStatementView {
  readonly periodStart: string;
  /** The period as the author's language names it. */
  readonly label: string;
  readonly reads: number;
  readonly clicks: number;
  readonly euros: Euros;
  /** Remainders under a cent, none when nothing was carried. */
  readonly carriedIn: Euros | null;
  readonly carriedOut: Euros | null;
}

export interface IncomeLineView {
  readonly sourceEventId: string;
  readonly at: string;
  /** When, as the author's language writes it, in UTC like the statements' days. */
  readonly when: string;
  readonly kind: 'read' | 'click';
  readonly rateCardId: string | null;
  readonly rateEuros: Euros | null;
  readonly euros: Euros;
}

export interface IncomeContentView {
  readonly contentId: string;
  readonly title: string | null;
  readonly reads: number;
  readonly clicks: number;
  readonly euros: Euros;
  /** Its first lines, oldest first, and how many more the CSV holds. */
  readonly lines: readonly IncomeLineView[];
  readonly more: number;
}

export interface OpenedStatement {
  readonly periodStart: string;
  readonly label: string;
  readonly contents: readonly IncomeContentView[];
}

/** The income panel: the chosen period's statements and total, and the statement the author opened. */
export type IncomePanel =
  | {
      readonly state: 'ready';
      readonly total: { readonly reads: number; readonly clicks: number; readonly euros: Euros };
      readonly statements: readonly IncomeStatementView[];
      readonly opened: OpenedStatement | null;
    }
  /** The income could not be read; the rest of the statistics page stands. */
  | { readonly state: 'failed' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const owed = (euros: Euros): Euros | null => (/[1-9]/.test(euros) ? euros : null);

const whenFormats = new Map<string, Intl.DateTimeFormat>();
function whenText(lang: string, iso: string): string {
  let format = whenFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, {
      dateStyle: 'medium',
      timeStyle: 'short',
      hourCycle: 'h23',
      timeZone: 'UTC',
    });
    whenFormats.set(lang, format);
  }
  return format.format(new Date(iso));
}

/** The statement named by `?statement=` (its first day), if any: one the address cannot name is not found. */
export function openedStart(url: URL): string | null {
  const asked = url.searchParams.get('statement');
  return asked !== null && DAY.test(asked) ? asked : null;
}

/** A statement's lines: every one of them for an export, or the first `perContent` of each content for a screen. */
export const statementLines = (api: ApiClient, period: StatsPeriod, start: string, perContent?: number) =>
  orNotFound(
    api.call(authorCalls.statisticsIncomeLines, {
      query: { period, start, ...(perContent ? { per_content: perContent } : {}) },
    }),
  );

function openedView(answer: Lines, period: StatsPeriod, lang: string): OpenedStatement {
  return {
    periodStart: answer.periodStart,
    label: periodLabel(answer.periodStart, period, lang),
    contents: answer.contents.map((content) => {
      const lines = answer.lines.filter((line) => line.contentId === content.contentId);
      return {
        contentId: content.contentId,
        title: content.title,
        reads: content.reads,
        clicks: content.clicks,
        euros: content.euros,
        lines: lines.map((line) => ({
          sourceEventId: line.sourceEventId,
          at: line.at,
          when: whenText(lang, line.at),
          kind: line.kind,
          rateCardId: line.rateCardId,
          rateEuros: line.rateEuros,
          euros: line.euros,
        })),
        more: Math.max(0, content.reads + content.clicks - lines.length),
      };
    }),
  };
}

/** The panel as the author's language writes it, from the API's statements and the opened statement's lines. */
export function incomeView(
  income: CallOutput<typeof authorCalls.statisticsIncome>,
  lines: Lines | null,
  period: StatsPeriod,
  lang: string,
): IncomePanel {
  return {
    state: 'ready',
    total: { reads: income.total.reads, clicks: income.total.clicks, euros: income.total.euros },
    statements: income.statements.map((statement) => ({
      periodStart: statement.periodStart,
      label: periodLabel(statement.periodStart, period, lang),
      reads: statement.reads,
      clicks: statement.clicks,
      euros: statement.euros,
      carriedIn: owed(statement.carriedInEuros),
      carriedOut: owed(statement.carriedOutEuros),
    })),
    opened: lines === null ? null : openedView(lines, period, lang),
  };
}

/** The panel's data: a failure to read income leaves the panel saying so, not the whole page an error. */
export async function incomePanel(
  api: ApiClient,
  url: URL,
  period: StatsPeriod,
  lang: string,
): Promise<IncomePanel> {
  const start = openedStart(url);
  try {
    const [income, lines] = await Promise.all([
      api.call(authorCalls.statisticsIncome, { query: { period } }),
      start === null ? null : statementLines(api, period, start, LINES_SHOWN),
    ]);
    return incomeView(income, lines, period, lang);
  } catch (error) {
    if (error instanceof ApiError && error.status >= 500) return { state: 'failed' };
    throw error;
  }
}
