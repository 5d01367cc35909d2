import { describe, it } from 'vitest';
import { deciderSpecification } from '../core/decider-specification.ts';
import { incomeDecider, rateCardDecider, type IncomeCommand, type PublishRateCard } from './decide.ts';
import type { IncomeEvent, RateCard, RateCardEvent } from './income.ts';

const now = '2026-11-22T12:00:00.000Z';
const meta = { now, actorId: 'admin' };

describe('rate cards', () => {
  const spec = deciderSpecification(rateCardDecider);
  const publish = (effectiveFrom: string, actorIsAdmin = true, perRead = 1_500): PublishRateCard => ({
    type: 'PublishRateCard',
    data: {
      rateCardId: `rc-${effectiveFrom}`,
      effectiveFrom,
      microEurosPerRead: perRead,
      microEurosPerClick: 200,
      actorIsAdmin,
    },
    metadata: meta,
  });
  const first: RateCardEvent = {
    type: 'RateCardPublished',
    data: {
      rateCardId: 'rc-2026-12-01T00:00:00.000Z',
      effectiveFrom: '2026-12-01T00:00:00.000Z',
      microEurosPerRead: 1_500,
      microEurosPerClick: 200,
      publishedAt: now,
    },
  };

  it('publishes a card in integer micro-euros, effective from a future date', () => {
    spec.given([]).when(publish('2026-12-01T00:00:00.000Z')).then([first]);
  });
  it('is for admins only', () => {
    spec.given([]).when(publish('2026-12-01T00:00:00.000Z', false)).thenRejects('FORBIDDEN');
  });
  it('never changes rates after the fact: no card effective in the past or before the current one', () => {
    spec
      .given([])
      .when(publish('2026-11-01T00:00:00.000Z'))
      .thenRejects('INVALID_STATE_TRANSITION', 'effectiveFrom');
    spec
      .given([first])
      .when(publish('2026-11-30T00:00:00.000Z'))
      .thenRejects('INVALID_STATE_TRANSITION', 'effectiveFrom');
  });
  it('refuses fractional or negative amounts', () => {
    spec
      .given([])
      .when(publish('2026-12-01T00:00:00.000Z', true, 1.5))
      .thenRejects('FIELDS_REQUIRED');
    spec
      .given([])
      .when(publish('2026-12-01T00:00:00.000Z', true, -1))
      .thenRejects('FIELDS_REQUIRED');
  });
});

describe('income', () => {
  const spec = deciderSpecification(incomeDecider);
  const cards: RateCard[] = [
    {
      rateCardId: 'rc1',
      effectiveFrom: '2026-01-01T00:00:00.000Z',
      microEurosPerRead: 1_000,
      microEurosPerClick: 100,
    },
    {
      rateCardId: 'rc2',
      effectiveFrom: '2026-06-01T00:00:00.000Z',
      microEurosPerRead: 1_200,
      microEurosPerClick: 100,
    },
  ];
  const accrue = (readEventId: string, readAt: string): IncomeCommand => ({
    type: 'AccrueIncome',
    data: { authorId: 'a1', readEventId, contentId: 'c1', readAt, rateCards: cards },
    metadata: meta,
  });
  const accrued = (readEventId: string, readAt: string, rateCardId: string, amount: number): IncomeEvent => ({
    type: 'IncomeAccrued',
    data: { authorId: 'a1', readEventId, contentId: 'c1', rateCardId, amountMicroEuros: amount, readAt },
  });

  it('pays a read at the rate of the card in force when it happened', () => {
    spec
      .given([])
      .when(accrue('r1', '2026-03-01T00:00:00.000Z'))
      .then([accrued('r1', '2026-03-01T00:00:00.000Z', 'rc1', 1_000)]);
    spec
      .given([])
      .when(accrue('r2', '2026-07-01T00:00:00.000Z'))
      .then([accrued('r2', '2026-07-01T00:00:00.000Z', 'rc2', 1_200)]);
  });
  it('pays each read once', () => {
    spec
      .given([accrued('r1', '2026-03-01T00:00:00.000Z', 'rc1', 1_000)])
      .when(accrue('r1', '2026-03-01T00:00:00.000Z'))
      .then([]);
  });
  it('refuses a read from before any card', () => {
    spec.given([]).when(accrue('r0', '2025-12-31T00:00:00.000Z')).thenRejects('NO_RATE_CARD');
  });

  const statement = (statementId: string, periodStart: string, periodEnd: string): IncomeCommand => ({
    type: 'IssuePayoutStatement',
    data: { authorId: 'a1', statementId, periodStart, periodEnd },
    metadata: meta,
  });
  const history = [
    accrued('r1', '2026-09-03T00:00:00.000Z', 'rc2', 1_200),
    accrued('r2', '2026-09-30T23:59:59.000Z', 'rc2', 1_200),
    accrued('r3', '2026-10-01T00:00:00.000Z', 'rc2', 1_200),
  ];
  const september: IncomeEvent = {
    type: 'PayoutStatementIssued',
    data: {
      authorId: 'a1',
      statementId: 'st-09',
      periodStart: '2026-09-01T00:00:00.000Z',
      periodEnd: '2026-10-01T00:00:00.000Z',
      totalMicroEuros: 2_400,
      lines: 2,
      issuedAt: now,
    },
  };
  it('sums the period to the micro-euro on a statement', () => {
    spec
      .given(history)
      .when(statement('st-09', '2026-09-01T00:00:00.000Z', '2026-10-01T00:00:00.000Z'))
      .then([september]);
  });
  it('issues statements back to back: no gap, no overlap, no period still running', () => {
    spec
      .given([...history, september])
      .when(statement('st-x', '2026-09-15T00:00:00.000Z', '2026-10-15T00:00:00.000Z'))
      .thenRejects('INVALID_STATE_TRANSITION', 'periodStart');
    spec
      .given(history)
      .when(statement('st-now', '2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z'))
      .thenRejects('INVALID_STATE_TRANSITION', 'periodEnd');
  });
});
