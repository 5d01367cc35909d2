import { useEffect, useRef } from 'react';
import { useMessages } from '../../../i18n/MessagesProvider.tsx';
import { useFigureLabels } from './figures.ts';
import type { StatsPeriod, StatsRow } from './stats-period.ts';

/**
 * The figures as lines, drawn in the browser once the page is there: the charting code is fetched only then, so
 * the server's page (and a reader without scripts) has the table alone, which says the same.
 */
export function StatsChart({
  rows,
  period,
}: {
  readonly rows: readonly StatsRow[];
  readonly period: StatsPeriod;
}) {
  const { locale } = useMessages();
  const host = useRef<HTMLDivElement>(null);
  const labels = useFigureLabels();
  const labelsKey = Object.values(labels).join('|');

  useEffect(() => {
    let stopped = false;
    let chart: { destroy(): void } | undefined;
    import('./draw-stats-chart.ts')
      .then(({ drawStatsChart }) => {
        if (stopped || !host.current) return;
        chart = drawStatsChart(host.current, rows, { period, locale, labels });
      })
      // A chart chunk that did not arrive leaves the table, which has every figure.
      .catch(() => undefined);
    return () => {
      stopped = true;
      chart?.destroy();
    };
    // The labels object is new on every render: its texts are what redraws.
  }, [rows, period, locale, labelsKey]);

  // The table below holds the same figures, so screen readers skip the drawing.
  return <div className="stats-chart" ref={host} dir="ltr" aria-hidden="true" />;
}
