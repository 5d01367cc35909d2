import { describe, expect, it } from 'vitest';
import { statsCsv, statsCsvFilename } from './stats-csv.ts';

const rows = [
  { periodStart: '2026-11-16', views: 12, likes: 3, shares: 1, audience: 9, incomeEuros: '0.27' },
  { periodStart: '2026-11-09', views: 1200, likes: 0, shares: 0, audience: 1, incomeEuros: '0.00' },
];

describe('statsCsv', () => {
  it('writes one line per period, oldest first, with plain numbers, exact euros and ISO dates', () => {
    expect(statsCsv(rows, 'week')).toBe(
      'period,period_start,views,likes,shares,audience,income_eur\r\n' +
        'week,2026-11-09,1200,0,0,1,0.00\r\n' +
        'week,2026-11-16,12,3,1,9,0.27\r\n',
    );
  });

  it('writes the header alone when there are no figures yet', () => {
    expect(statsCsv([], 'year')).toBe('period,period_start,views,likes,shares,audience,income_eur\r\n');
  });

  it('leaves the rows it is given in their order', () => {
    const given = [...rows];
    statsCsv(given, 'month');
    expect(given).toEqual(rows);
  });
});

describe('statsCsvFilename', () => {
  const today = new Date('2026-11-23T21:00:00Z');

  it("names the period and the day, and the content's slug when there is one", () => {
    expect(statsCsvFilename('month', today)).toBe('afrimedia-stats-month-2026-11-23.csv');
    expect(statsCsvFilename('week', today, 'my-first-film')).toBe(
      'afrimedia-stats-my-first-film-week-2026-11-23.csv',
    );
  });

  it('keeps quotes and separators out of the header', () => {
    expect(statsCsvFilename('year', today, 'a"b;c/d')).toBe('afrimedia-stats-a_b_c_d-year-2026-11-23.csv');
  });
});
