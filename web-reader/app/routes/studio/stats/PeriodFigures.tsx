import { useT } from '../../../i18n/use-t.ts';
import type { LabelledRow } from './period-label.server.ts';
import { PeriodSwitch } from './PeriodSwitch.tsx';
import { StatsChart } from './StatsChart.tsx';
import type { StatsPeriod } from './stats-period.ts';
import { StatsTable } from './StatsTable.tsx';

/** The period switch, then the figures of the period drawn and tabled, and the same figures as a CSV file. */
export function PeriodFigures({
  rows,
  period,
  csv,
}: {
  readonly rows: readonly LabelledRow[];
  readonly period: StatsPeriod;
  /** The CSV export of this page, without its period. */
  readonly csv: string;
}) {
  const t = useT();
  return (
    <section className="stats-figures">
      <PeriodSwitch period={period} />
      <StatsChart rows={rows} period={period} />
      <StatsTable rows={rows} period={period} />
      <p>
        <a className="button" href={`${csv}?period=${period}`} download>
          {t('studioMedia.stats.csv')}
        </a>
      </p>
    </section>
  );
}
