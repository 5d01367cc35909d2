import type { authorCalls } from '@afrimedia/contracts';
import type { CallOutput } from '../../../server/api.server.ts';
import { apiOf } from '../../../server/reader.server.ts';
import { validatedAuthor } from '../publications/author-tools.server.ts';
import type { Route } from './+types/income-csv';
import { statementLines } from './income.server.ts';
import { periodOf } from './stats-period.ts';

type Lines = CallOutput<typeof authorCalls.statisticsIncomeLines>;

const COLUMNS = [
  'period',
  'period_start',
  'at',
  'kind',
  'content_id',
  'content_title',
  'rate_card_id',
  'rate_eur',
  'amount_eur',
  'source_event_id',
] as const;

/**
 * A field as RFC 4180 wants it, quoted when it holds a comma, quote or line break; a title a spreadsheet would
 * take for a formula (`=`, `+`, `-`, `@`) is written as text.
 */
function field(value: string | null): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Every paid read and click of one statement, oldest first, each with its content, card and source event. */
export function incomeCsv(answer: Lines): string {
  const titles = new Map(answer.contents.map((content) => [content.contentId, content.title]));
  const lines = answer.lines.map((line) =>
    [
      answer.period,
      answer.periodStart,
      line.at,
      line.kind,
      line.contentId,
      titles.get(line.contentId) ?? null,
      line.rateCardId,
      line.rateEuros,
      line.euros,
      line.sourceEventId,
    ]
      .map(field)
      .join(','),
  );
  return [COLUMNS.join(','), ...lines].map((line) => `${line}\r\n`).join('');
}

/** The lines of the statement opened on /stats (`?period=month&start=2026-11-01`), as CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await validatedAuthor(request, context);
  const url = new URL(request.url);
  const period = periodOf(url);
  const answer = await statementLines(apiOf(request, context), period, url.searchParams.get('start') ?? '');
  return new Response(incomeCsv(answer), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="afrimedia-income-${period}-${answer.periodStart}.csv"`,
      'cache-control': 'private, no-store',
    },
  });
}
