import { useFormats, useT } from '../../../i18n/use-t.ts';
import type { LabelledRow } from './period-label.server.ts';
import type { StatsPeriod } from './stats-period.ts';

/** The figures per period, newest first: what the chart draws, for everyone and every screen reader. */
export function StatsTable({
  rows,
  period,
}: {
  readonly rows: readonly LabelledRow[];
  readonly period: StatsPeriod;
}) {
  const t = useT();
  const { number } = useFormats();
  return (
    <div className="stats-table">
      <table>
        <caption>{t('studioMedia.stats.caption', { period })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('studioMedia.stats.periodColumn', { period })}</th>
            <th scope="col">{t('studioMedia.stats.views')}</th>
            <th scope="col">{t('studioMedia.stats.likes')}</th>
            <th scope="col">{t('studioMedia.stats.shares')}</th>
            <th scope="col">{t('studioMedia.stats.audience')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.periodStart}>
              <th scope="row">
                <time dateTime={row.periodStart}>{row.label}</time>
              </th>
              <td>{number(row.views)}</td>
              <td>{number(row.likes)}</td>
              <td>{number(row.shares)}</td>
              <td>{number(row.audience)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
