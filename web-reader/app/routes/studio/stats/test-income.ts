import type { Language } from '@afrimedia/i18n';
import { incomeView, type IncomePanel } from './income.server.ts';
import type { StatsPeriod } from './stats-period.ts';

/**
 * An author's income as the API answers it, two statements by month (one opened), written in `lang` as the loader
 * writes it: for the tests of the panel and of its hydration.
 */
export function testIncome(lang: Language, period: StatsPeriod = 'month', open = true): IncomePanel {
  return incomeView(
    {
      period,
      total: { reads: 21, clicks: 7, cents: 27, euros: '0.27', carriedEuros: '0.008000' },
      statements: [
        {
          periodStart: '2026-11-01',
          periodEnd: '2026-12-01',
          reads: 20,
          clicks: 7,
          cents: 26,
          euros: '0.26',
          carriedInEuros: '0.002500',
          carriedOutEuros: '0.008000',
        },
        {
          periodStart: '2026-10-01',
          periodEnd: '2026-11-01',
          reads: 1,
          clicks: 0,
          cents: 1,
          euros: '0.01',
          carriedInEuros: '0.000000',
          carriedOutEuros: '0.002500',
        },
      ],
    },
    open
      ? {
          period,
          periodStart: '2026-11-01',
          periodEnd: '2026-12-01',
          contents: [
            {
              contentId: 'c-lagos',
              slug: 'lagos-fintech',
              title: 'Why fintech keeps winning in Lagos',
              reads: 1,
              clicks: 1,
              euros: '0.016500',
            },
          ],
          lines: [
            {
              sourceEventId: 'event-read',
              contentId: 'c-lagos',
              kind: 'read',
              at: '2026-11-02T08:05:00.000Z',
              rateCardId: 'demo-card',
              rateEuros: '0.012500',
              euros: '0.012500',
            },
            {
              sourceEventId: 'event-click',
              contentId: 'c-lagos',
              kind: 'click',
              at: '2026-11-30T23:30:00.000Z',
              rateCardId: 'demo-card',
              rateEuros: '0.004000',
              euros: '0.004000',
            },
          ],
        }
      : null,
    period,
    lang,
  );
}
