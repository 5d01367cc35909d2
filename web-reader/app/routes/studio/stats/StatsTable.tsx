import { useFormats } from '../../../components/use-formats.ts';
import { useT } from '../../../i18n/use-t.ts';
import { FIGURES, useFigureLabels } from './figures.ts';
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
  const labels = useFigureLabels();
  return (
    <div className="stats-table">
      <table>
        <caption>{t('studioMedia.stats.caption', { period })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('studioMedia.stats.periodColumn', { period })}</th>
            {FIGURES.map((figure) => (
              <th key={figure} scope="col">
                {labels[figure]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.periodStart}>
              <th scope="row">
                <time dateTime={row.periodStart}>{row.label}</time>
              </th>
              {FIGURES.map((figure) => (
                <td key={figure}>{number(row[figure])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
