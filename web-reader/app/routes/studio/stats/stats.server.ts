import { authorCalls } from '@afrimedia/contracts';
import type { ReaderLoadContext } from '../../../load-context.ts';
import { orNotFound } from '../../../server/not-found.server.ts';
import { apiOf } from '../../../server/reader.server.ts';
import { readerLanguage } from '../../info/reader-language.server.ts';
import { validatedAuthor } from '../publications/author-tools.server.ts';
import { incomePanel, type IncomePanel } from './income.server.ts';
import { labelledRows, type LabelledRow } from './period-label.server.ts';
import { periodOf, type StatsPeriod } from './stats-period.ts';

export interface StatsContent {
  readonly slug: string;
  readonly title: string;
}

/** The author's statistics page: all-time totals, figures per period, each content, and income. */
export interface AuthorStatistics {
  readonly period: StatsPeriod;
  readonly totals: {
    readonly views: number;
    readonly likes: number;
    readonly shares: number;
    readonly audience: number;
    readonly incomeEuros: string;
  };
  readonly rows: readonly LabelledRow[];
  readonly contents: readonly StatsContent[];
  readonly income: IncomePanel;
}

export interface ContentStatistics {
  readonly period: StatsPeriod;
  readonly content: StatsContent;
  readonly rows: readonly LabelledRow[];
}

/** The author's figures per period, for the CSV export. */
export async function authorPeriodRows(request: Request, context: ReaderLoadContext, period: StatsPeriod) {
  await validatedAuthor(request, context);
  return apiOf(request, context).call(authorCalls.statisticsAudience, { query: { period } });
}

export async function authorStatistics(
  request: Request,
  context: ReaderLoadContext,
): Promise<AuthorStatistics> {
  await validatedAuthor(request, context);
  const api = apiOf(request, context);
  const url = new URL(request.url);
  const period = periodOf(url);
  const language = readerLanguage(request, context);
  const [totals, rows, contents, income, lang] = await Promise.all([
    api.call(authorCalls.statisticsIndex),
    api.call(authorCalls.statisticsAudience, { query: { period } }),
    api.call(authorCalls.contents, { query: { orderBy: 'date' } }),
    language.then((lang) => incomePanel(api, url, period, lang)),
    language,
  ]);
  return {
    period,
    totals,
    rows: labelledRows(rows, period, lang),
    // Publications gather contents; their readers' figures are the contents' own.
    contents: contents
      .filter((content) => content.kind !== 'playlist')
      .map((content) => ({ slug: content.slug, title: content.title })),
    income,
  };
}

/** One content's figures; someone else's content, or none by that slug, is not found. */
export async function contentStatistics(
  request: Request,
  context: ReaderLoadContext,
  slug: string,
): Promise<ContentStatistics> {
  await validatedAuthor(request, context);
  const api = apiOf(request, context);
  const period = periodOf(new URL(request.url));
  const [content, rows, lang] = await orNotFound(
    Promise.all([
      api.call(authorCalls.content, { params: { slug } }),
      api.call(authorCalls.statisticsPerformance, { params: { slug }, query: { period } }),
      readerLanguage(request, context),
    ]),
  );
  return {
    period,
    content: { slug: content.slug, title: content.title },
    rows: labelledRows(rows, period, lang),
  };
}
