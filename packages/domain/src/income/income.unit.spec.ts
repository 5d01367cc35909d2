import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../core/decider-specification.ts';
import { incomeDecider, rateCardDecider, type IncomeCommand, type PublishRateCard } from './decide.ts';
import type { IncomeEvent, RateCard, RateCardEvent } from './income.ts';
import {
  addToTotals,
  ledgerLineOf,
  MICRO_EUROS_PER_CENT,
  periodOf,
  statementsOf,
  type PeriodTotal,
  type Statement,
} from './ledger.ts';

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

describe('ledger lines', () => {
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
      microEurosPerClick: 150,
    },
  ];
  const paid = (type: string, at: string) => ({
    id: `e-${at}`,
    type,
    data: { authorId: 'a1', contentId: 'c1', at },
  });

  it('prices a read or a click at the card in force when it happened, citing the event', () => {
    expect(ledgerLineOf(paid('ContentReadQualified', '2026-03-01T00:00:00.000Z'), cards)).toEqual({
      sourceEventId: 'e-2026-03-01T00:00:00.000Z',
      authorId: 'a1',
      contentId: 'c1',
      kind: 'read',
      at: '2026-03-01T00:00:00.000Z',
      rateCardId: 'rc1',
      microEuros: 1_000,
    });
    expect(ledgerLineOf(paid('ContentClicked', '2026-07-01T00:00:00.000Z'), cards)).toMatchObject({
      kind: 'click',
      rateCardId: 'rc2',
      microEuros: 150,
    });
  });
  it('keeps a line from before any card, worth nothing, and ignores other events', () => {
    expect(ledgerLineOf(paid('ContentReadQualified', '2025-12-31T00:00:00.000Z'), cards)).toMatchObject({
      rateCardId: null,
      microEuros: 0,
    });
    expect(ledgerLineOf(paid('ContentViewed', '2026-03-01T00:00:00.000Z'), cards)).toBeNull();
  });
});

describe('periods', () => {
  it('starts weeks on Monday, months and years on their first day, in UTC', () => {
    expect(periodOf('week', '2026-11-25T23:59:59.999Z')).toEqual({ start: '2026-11-23', end: '2026-11-30' });
    expect(periodOf('week', '2026-11-23T00:00:00.000Z')).toEqual({ start: '2026-11-23', end: '2026-11-30' });
    expect(periodOf('week', '2026-11-22T23:59:59.999Z')).toEqual({ start: '2026-11-16', end: '2026-11-23' });
    expect(periodOf('week', '2027-01-01T10:00:00.000Z')).toEqual({ start: '2026-12-28', end: '2027-01-04' });
    expect(periodOf('month', '2026-12-31T23:00:00.000Z')).toEqual({ start: '2026-12-01', end: '2027-01-01' });
    expect(periodOf('year', '2026-02-03T00:00:00.000Z')).toEqual({ start: '2026-01-01', end: '2027-01-01' });
  });
});

describe('statements: the remainder under a cent is carried, never lost', () => {
  it('three reads at 333,333 micro-euros over three periods add up to exactly their sum, period by period', () => {
    const totals = ['2026-09-01', '2026-10-01', '2026-11-01'].map((periodStart) => ({
      periodStart,
      reads: 1,
      clicks: 0,
      microEuros: 333_333,
    }));
    const statements = statementsOf('month', totals);
    expect(
      statements.map(({ carriedInMicroEuros, cents, carriedOutMicroEuros }) => [
        carriedInMicroEuros,
        cents,
        carriedOutMicroEuros,
      ]),
    ).toEqual([
      [0, 33, 3_333],
      [3_333, 33, 6_666],
      [6_666, 33, 9_999],
    ]);
    let earned = 0;
    let paidCents = 0;
    for (const statement of statements) {
      earned += statement.microEuros;
      paidCents += statement.cents;
      expect(paidCents * MICRO_EUROS_PER_CENT + statement.carriedOutMicroEuros).toBe(earned);
    }
    expect(earned).toBe(999_999);
  });
  it('orders periods by their start and carries across periods without lines', () => {
    const statements = statementsOf('week', [
      { periodStart: '2026-11-16', reads: 0, clicks: 1, microEuros: 9_999 },
      { periodStart: '2026-11-02', reads: 1, clicks: 0, microEuros: 15_000 },
    ]);
    expect(statements).toEqual([
      expect.objectContaining({
        periodStart: '2026-11-02',
        periodEnd: '2026-11-09',
        cents: 1,
        carriedOutMicroEuros: 5_000,
      }),
      expect.objectContaining({
        periodStart: '2026-11-16',
        carriedInMicroEuros: 5_000,
        cents: 1,
        carriedOutMicroEuros: 4_999,
      }),
    ]);
  });
  it('recomputes from a period onward given what the period before it carried out, as a full recomputation does', () => {
    const totals = ['2026-09-01', '2026-10-01', '2026-11-01'].map((periodStart) => ({
      periodStart,
      reads: 1,
      clicks: 0,
      microEuros: 333_333,
    }));
    const whole = statementsOf('month', totals);
    expect(statementsOf('month', totals.slice(1), whole[0]!.carriedOutMicroEuros)).toEqual(whole.slice(1));
  });
  it('sums lines into the totals of their period', () => {
    const totals = new Map<string, PeriodTotal>();
    const line = (kind: 'read' | 'click', at: string, microEuros: number) => ({
      sourceEventId: at,
      authorId: 'a1',
      contentId: 'c1',
      kind,
      at,
      rateCardId: 'rc1',
      microEuros,
    });
    addToTotals(totals, 'month', line('read', '2026-11-02T00:00:00.000Z', 1_000));
    addToTotals(totals, 'month', line('click', '2026-11-30T23:59:59.000Z', 100));
    addToTotals(totals, 'month', line('read', '2026-12-01T00:00:00.000Z', 1_000));
    expect([...totals.values()]).toEqual([
      { periodStart: '2026-11-01', reads: 1, clicks: 1, microEuros: 1_100 },
      { periodStart: '2026-12-01', reads: 1, clicks: 0, microEuros: 1_000 },
    ]);
  });
});

describe('payout statements', () => {
  const spec = deciderSpecification(incomeDecider);
  const october: Statement = {
    periodStart: '2026-10-01',
    periodEnd: '2026-11-01',
    reads: 3,
    clicks: 2,
    microEuros: 3_300,
    carriedInMicroEuros: 9_000,
    cents: 1,
    carriedOutMicroEuros: 2_300,
  };
  const issue = (statement: Statement): IncomeCommand => ({
    type: 'IssuePayoutStatement',
    data: { authorId: 'a1', statementId: `st-${statement.periodStart}`, statement },
    metadata: meta,
  });
  const issued: IncomeEvent = {
    type: 'PayoutStatementIssued',
    data: { authorId: 'a1', statementId: 'st-2026-10-01', ...october, issuedAt: now },
  };

  it('closes a month that is over with its statement', () => {
    spec.given([]).when(issue(october)).then([issued]);
  });
  it('closes a month once, never while it runs, and only whole months', () => {
    spec.given([issued]).when(issue(october)).thenRejects('INVALID_STATE_TRANSITION', 'periodStart');
    spec
      .given([])
      .when(issue({ ...october, periodStart: '2026-11-01', periodEnd: '2026-12-01' }))
      .thenRejects('INVALID_STATE_TRANSITION', 'periodEnd');
    spec
      .given([])
      .when(issue({ ...october, periodStart: '2026-10-05', periodEnd: '2026-11-01' }))
      .thenRejects('INVALID_STATE_TRANSITION', 'periodStart');
  });
});
