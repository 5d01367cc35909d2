import type { BenchReport, Figure, ScenarioResult, Target } from './model.ts';

/** Three significant figures at most, thousands grouped: enough for a noisy measurement, easy to read. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '–';
  const abs = Math.abs(value);
  const digits = abs >= 100 ? 0 : abs >= 10 ? 1 : abs >= 1 ? 2 : 3;
  return value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
}

export function formatRatio(ratio: number | null): string {
  return ratio === null ? '–' : `${ratio.toFixed(2)}×`;
}

/** A markdown table; pipes inside cells are escaped so a cell never splits. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function figureRow(figure: Figure): string[] {
  return [
    figure.measure,
    `${formatNumber(figure.value)} ${figure.unit}`,
    figure.beside ? `${figure.beside.measure}: ${formatNumber(figure.beside.value)} ${figure.unit}` : '–',
    figure.beside ? formatRatio(figure.beside.ratio) : '–',
    figure.runs.map(formatNumber).join(', '),
  ];
}

function targetRow(target: Target): string[] {
  return [target.goal, target.measured, target.met ? 'met' : '**not met**'];
}

function scenarioSection(scenario: ScenarioResult): string {
  const parts = [`## ${scenario.title}`];
  if (scenario.figures.length > 0)
    parts.push(
      table(['measure', 'median', 'beside it (same run)', 'ratio', 'runs'], scenario.figures.map(figureRow)),
    );
  parts.push(...scenario.notes);
  return parts.join('\n\n');
}

/** RESULTS.md: when, where and on what the run measured, the targets, then each scenario's figures. */
export function renderMarkdown(report: BenchReport): string {
  const { machine } = report;
  const targets = report.scenarios.flatMap((scenario) => scenario.targets);
  return [
    '# Benchmark results',
    `Written by \`npm run bench${commandFlags(report)}\` on ${report.date} at commit ` +
      `\`${report.commit}\` in ${Math.round(report.durationSeconds)} s (${report.mode} run` +
      `${report.only ? ` of ${report.only.join(', ')} only` : ''}). ` +
      'Every figure is the median of its runs, beside the ceiling or peer measured in the same run; the ratio is ' +
      'figure ÷ beside.',
    ...(report.sizeNote ? [`**Sizes.** ${report.sizeNote}`] : []),
    table(
      ['machine', ''],
      [
        ['CPU', `${machine.cpus} (${machine.cores} cores, shared with other work while measuring)`],
        ['memory', `${machine.memoryGiB} GiB`],
        ['Node.js', machine.node],
        [
          'PostgreSQL',
          `${machine.postgres} (${machine.database === 'embedded' ? 'embedded' : 'DATABASE_URL'})`,
        ],
      ],
    ),
    '## Targets',
    targets.length > 0
      ? table(['target', 'measured', ''], targets.map(targetRow))
      : 'No target was measured.',
    ...boundsOf(targets),
    ...report.scenarios.map(scenarioSection),
  ].join('\n\n');
}

/** What holds back each target not met, as measured in the run. */
function boundsOf(targets: readonly Target[]): string[] {
  const bounded = targets.filter((target) => !target.met);
  if (bounded.length === 0) return [];
  return [
    '### What bounds the targets not met',
    bounded
      .map(
        (target) =>
          `- **${target.goal}**: ${target.bound ?? 'no measurement of this run says what bounds it'}.`,
      )
      .join('\n'),
  ];
}

/** The arguments the run was given, as they were typed after `npm run bench`. */
function commandFlags(report: BenchReport): string {
  const flags = [
    ...(report.mode === 'full' ? [] : [`--${report.mode}`]),
    ...(report.only ?? []).map((name) => `--only ${name}`),
  ];
  return flags.length > 0 ? ` -- ${flags.join(' ')}` : '';
}
