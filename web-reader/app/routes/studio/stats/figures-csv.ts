import type { Route } from './+types/figures-csv';
import { statsCsv, statsCsvFilename } from './stats-csv.ts';
import { periodOf } from './stats-period.ts';
import { authorPeriodRows, contentStatistics } from './stats.server.ts';

/** The figures of the statistics page it is linked from (the author's, or one content's), per period, as CSV. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const period = periodOf(new URL(request.url));
  const rows = params.slug
    ? (await contentStatistics(request, context, params.slug)).rows
    : await authorPeriodRows(request, context, period);
  return new Response(statsCsv(rows, period), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${statsCsvFilename(period, new Date(), params.slug)}"`,
      'cache-control': 'private, no-store',
    },
  });
}
