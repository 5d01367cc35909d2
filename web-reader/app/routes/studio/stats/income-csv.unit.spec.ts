import { describe, expect, it } from 'vitest';
import { incomeCsv } from './income-csv.ts';

const HEADER =
  'period,period_start,at,kind,content_id,content_title,rate_card_id,rate_eur,amount_eur,source_event_id\r\n';

describe('incomeCsv', () => {
  it("writes one line per paid read or click, with its content's title, its card, its amount and its event", () => {
    const csv = incomeCsv({
      period: 'month',
      periodStart: '2026-11-01',
      periodEnd: '2026-12-01',
      contents: [
        {
          contentId: 'c1',
          slug: 'essay',
          title: 'Lagos, "by night"',
          reads: 1,
          clicks: 1,
          euros: '0.016500',
        },
        { contentId: 'c2', slug: null, title: null, reads: 1, clicks: 0, euros: '0.000000' },
      ],
      lines: [
        {
          sourceEventId: 'e1',
          contentId: 'c1',
          kind: 'read',
          at: '2026-11-02T08:00:00.000Z',
          rateCardId: 'card-1',
          rateEuros: '0.012500',
          euros: '0.012500',
        },
        {
          sourceEventId: 'e2',
          contentId: 'c1',
          kind: 'click',
          at: '2026-11-03T08:00:00.000Z',
          rateCardId: 'card-1',
          rateEuros: '0.004000',
          euros: '0.004000',
        },
        {
          sourceEventId: 'e3',
          contentId: 'c2',
          kind: 'read',
          at: '2026-11-04T08:00:00.000Z',
          rateCardId: null,
          rateEuros: null,
          euros: '0.000000',
        },
      ],
    });
    expect(csv).toBe(
      HEADER +
        'month,2026-11-01,2026-11-02T08:00:00.000Z,read,c1,"Lagos, ""by night""",card-1,0.012500,0.012500,e1\r\n' +
        'month,2026-11-01,2026-11-03T08:00:00.000Z,click,c1,"Lagos, ""by night""",card-1,0.004000,0.004000,e2\r\n' +
        'month,2026-11-01,2026-11-04T08:00:00.000Z,read,c2,,,,0.000000,e3\r\n',
    );
  });

  it('writes a title a spreadsheet would run as a formula as text', () => {
    const csv = incomeCsv({
      period: 'week',
      periodStart: '2026-11-23',
      periodEnd: '2026-11-30',
      contents: [
        { contentId: 'c1', slug: 'x', title: '=HYPERLINK("x")', reads: 1, clicks: 0, euros: '0.01' },
      ],
      lines: [
        {
          sourceEventId: 'e1',
          contentId: 'c1',
          kind: 'read',
          at: '2026-11-23T08:00:00.000Z',
          rateCardId: 'card-1',
          rateEuros: '0.010000',
          euros: '0.010000',
        },
      ],
    });
    expect(csv.split('\r\n')[1]).toContain(`,"'=HYPERLINK(""x"")",`);
  });
});
