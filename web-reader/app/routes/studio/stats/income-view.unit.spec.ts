import { describe, expect, it } from 'vitest';
import { incomeView, LINES_SHOWN } from './income.server.ts';

const total = { reads: 80, clicks: 2, cents: 100, euros: '1.00', carriedEuros: '0.000000' };
const statement = {
  periodStart: '2026-11-01',
  periodEnd: '2026-12-01',
  reads: 80,
  clicks: 2,
  cents: 100,
  euros: '1.00',
  carriedInEuros: '0.000000',
  carriedOutEuros: '0.000000',
};
const line = (n: number) => ({
  sourceEventId: `event-${n}`,
  contentId: 'c-busy',
  kind: 'read' as const,
  at: `2026-11-02T08:${String(n % 60).padStart(2, '0')}:00.000Z`,
  rateCardId: 'card',
  rateEuros: '0.012500',
  euros: '0.012500',
});

describe("an opened statement's lines", () => {
  it("shows the lines the API gave for each content and counts the rest from the content's totals", () => {
    const view = incomeView(
      { period: 'month', total, statements: [statement] },
      {
        period: 'month',
        periodStart: '2026-11-01',
        periodEnd: '2026-12-01',
        contents: [
          { contentId: 'c-busy', slug: 'busy', title: 'Busy', reads: 80, clicks: 2, euros: '1.008000' },
          { contentId: 'c-quiet', slug: 'quiet', title: 'Quiet', reads: 0, clicks: 0, euros: '0.000000' },
        ],
        lines: Array.from({ length: LINES_SHOWN }, (_, n) => line(n)),
      },
      'month',
      'en',
    );
    if (view.state !== 'ready' || !view.opened) throw new Error('no statement opened');
    const [busy, quiet] = view.opened.contents;
    expect(busy?.lines).toHaveLength(LINES_SHOWN);
    expect(busy?.more).toBe(80 + 2 - LINES_SHOWN);
    expect(quiet).toMatchObject({ lines: [], more: 0 });
  });
});
