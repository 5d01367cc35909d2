import { describe, expect, it } from 'vitest';
import { formatNumber, formatRatio, renderMarkdown, table } from './markdown.ts';
import { targetOf, type BenchReport } from './model.ts';

describe('formatNumber', () => {
  it('keeps about three significant figures and groups thousands', () => {
    expect(formatNumber(12_345.6)).toBe('12,346');
    expect(formatNumber(45.678)).toBe('45.7');
    expect(formatNumber(0.12345)).toBe('0.123');
  });
});

describe('table', () => {
  it('writes a header, a rule and escaped cells', () => {
    expect(table(['a', 'b'], [['1', 'x|y']])).toBe('| a | b |\n| --- | --- |\n| 1 | x\\|y |');
  });
});

describe('renderMarkdown', () => {
  const report: BenchReport = {
    date: '2026-11-23T22:00:00.000Z',
    commit: 'abc1234',
    mode: 'quick',
    durationSeconds: 100,
    machine: { cpus: 'CPU', cores: 2, memoryGiB: 8, node: 'v20', postgres: '18.4', database: 'embedded' },
    scenarios: [
      {
        name: 'appends',
        title: 'Appends',
        figures: [
          {
            measure: 'store, 16 writers',
            value: 3000,
            unit: 'events/s',
            runs: [2900, 3000, 3100],
            beside: { measure: 'one-row inserts', value: 6000, ratio: 0.5 },
          },
        ],
        targets: [{ goal: '≥ 0.5× the insert ceiling', measured: '0.50×', met: true }],
        notes: ['Sizes: small.'],
      },
    ],
  };
  const markdown = renderMarkdown(report);

  it('says when, on which commit and in which mode it ran', () => {
    expect(markdown).toContain('`npm run bench -- --quick` on 2026-11-23T22:00:00.000Z at commit `abc1234`');
  });
  it('names the scenarios of a partial run', () => {
    expect(renderMarkdown({ ...report, mode: 'full', only: ['api'] })).toContain(
      '`npm run bench -- --only api` on 2026-11-23T22:00:00.000Z at commit `abc1234` in ',
    );
    expect(renderMarkdown({ ...report, mode: 'full', only: ['api'] })).toContain('(full run of api only)');
  });
  it('puts each figure beside its reference with the ratio', () => {
    expect(markdown).toContain(
      '| store, 16 writers | 3,000 events/s | one-row inserts: 6,000 events/s | 0.50× | 2,900, 3,000, 3,100 |',
    );
  });
  it('lists the targets and whether each was met', () => {
    expect(markdown).toContain('| ≥ 0.5× the insert ceiling | 0.50× | met |');
  });
  it('says what bounds each target not met, and only those', () => {
    const scenario = report.scenarios[0]!;
    const bounded = renderMarkdown({
      ...report,
      scenarios: [
        {
          ...scenario,
          targets: [
            ...scenario.targets,
            { goal: '≥ 5× the peer', measured: '3.00×', met: false, bound: 'the peer is 2× the ceiling' },
            { goal: '≥ 9× the peer', measured: '3.00×', met: false },
          ],
        },
      ],
    });
    expect(bounded).toContain(
      '### What bounds the targets not met\n\n- **≥ 5× the peer**: the peer is 2× the ceiling.\n' +
        '- **≥ 9× the peer**: no measurement of this run says what bounds it.',
    );
    expect(bounded).not.toContain('- **≥ 0.5× the insert ceiling**');
    expect(markdown).not.toContain('What bounds');
  });
  it('keeps what bounds a target only when it is not met', () => {
    expect(targetOf('≥ 1×', '2.00×', true, 'the ceiling')).toEqual({
      goal: '≥ 1×',
      measured: '2.00×',
      met: true,
    });
    expect(targetOf('≥ 3×', '2.00×', false, 'the ceiling')).toEqual({
      goal: '≥ 3×',
      measured: '2.00×',
      met: false,
      bound: 'the ceiling',
    });
    expect(targetOf('≥ 3×', '2.00×', false)).toEqual({ goal: '≥ 3×', measured: '2.00×', met: false });
  });
  it(`formats a missing ratio as a dash`, () => {
    expect(formatRatio(null)).toBe('–');
  });
});
