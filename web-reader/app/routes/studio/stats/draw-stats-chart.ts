import uPlot from 'uplot';
import type { Figure } from './figures.ts';
import type { StatsPeriod, StatsRow } from './stats-period.ts';

export interface ChartTexts {
  readonly period: StatsPeriod;
  readonly locale: string;
  readonly labels: Readonly<Record<Figure, string>>;
}

/** Colours told apart by readers with the common colour-vision deficiencies (Okabe–Ito palette). */
const SERIES: readonly { figure: Figure; color: string; dash?: number[] }[] = [
  { figure: 'views', color: '#0072b2' },
  { figure: 'likes', color: '#d55e00', dash: [6, 4] },
  { figure: 'shares', color: '#009e73', dash: [2, 3] },
  { figure: 'audience', color: '#cc79a7', dash: [10, 3, 2, 3] },
];

const TICK_FORMAT: Readonly<Record<StatsPeriod, Intl.DateTimeFormatOptions>> = {
  week: { day: 'numeric', month: 'short', timeZone: 'UTC' },
  month: { month: 'short', year: 'numeric', timeZone: 'UTC' },
  year: { year: 'numeric', timeZone: 'UTC' },
};

const DAY_SECONDS = 86_400;
const PERIOD_SECONDS: Readonly<Record<StatsPeriod, number>> = {
  week: 7 * DAY_SECONDS,
  month: 31 * DAY_SECONDS,
  year: 366 * DAY_SECONDS,
};
const HEIGHT = 260;
/** Room a date label needs on the axis; fewer periods are labelled on a narrow screen. */
const TICK_SPACE_PX = 90;
const WHOLE_STEPS = [
  1, 2, 5, 10, 20, 50, 100, 200, 500, 1e3, 2e3, 5e3, 1e4, 2e4, 5e4, 1e5, 2e5, 5e5, 1e6, 1e7,
];

/**
 * Draws the figures per period into `host` as one line per figure, oldest period on the left, its dates and
 * numbers written in the reader's language; redraws to the host's width when it changes. Nothing without a 2D
 * canvas (the table has every figure).
 */
export function drawStatsChart(
  host: HTMLElement,
  rows: readonly StatsRow[],
  texts: ChartTexts,
): { destroy(): void } | undefined {
  if (!document.createElement('canvas').getContext('2d')) return undefined;
  const ordered = [...rows].sort((a, b) => a.periodStart.localeCompare(b.periodStart));
  const starts = ordered.map((row) => Date.parse(`${row.periodStart}T00:00:00Z`) / 1000);
  const data: uPlot.AlignedData = [starts, ...SERIES.map(({ figure }) => ordered.map((row) => row[figure]))];
  const dates = new Intl.DateTimeFormat(texts.locale, TICK_FORMAT[texts.period]);
  const numbers = new Intl.NumberFormat(texts.locale);
  const width = () => Math.max(host.clientWidth, 260);

  const chart = new uPlot(
    {
      width: width(),
      height: HEIGHT,
      legend: { live: false },
      cursor: { show: false },
      scales: {
        x: {
          time: true,
          // A single period still gets a width to stand in.
          range: (_chart, min, max) =>
            min === max
              ? [min - PERIOD_SECONDS[texts.period], max + PERIOD_SECONDS[texts.period]]
              : [min, max],
        },
        y: { range: (_chart, _min, max) => [0, Math.max(max, 4) * 1.1] },
      },
      series: [
        {},
        ...SERIES.map(({ figure, color, dash }) => ({
          label: texts.labels[figure],
          stroke: color,
          width: 2,
          ...(dash ? { dash } : {}),
          points: { show: true, size: 6 },
        })),
      ],
      axes: [
        {
          // The periods themselves are the ticks, every nth when they would crowd.
          splits: (chart) => {
            const every = Math.max(1, Math.ceil((starts.length * TICK_SPACE_PX) / chart.width));
            return starts.filter((_, index) => (starts.length - 1 - index) % every === 0);
          },
          values: (_chart, ticks) => ticks.map((tick) => dates.format(new Date(tick * 1000))),
        },
        {
          incrs: WHOLE_STEPS,
          values: (_chart, ticks) => ticks.map((tick) => numbers.format(tick)),
        },
      ],
    },
    data,
    host,
  );
  const resize = new ResizeObserver(() => chart.setSize({ width: width(), height: HEIGHT }));
  resize.observe(host);
  return {
    destroy() {
      resize.disconnect();
      chart.destroy();
    },
  };
}
