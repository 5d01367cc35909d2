import type { DomainEvent } from '@afrimedia/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectionHarness, type ProjectionHarness } from '../testing/projection-harness.ts';
import { incomeProjection } from './income.projection.ts';

const card = (rateCardId: string, effectiveFrom: string, perRead: number, perClick: number): DomainEvent => ({
  type: 'RateCardPublished',
  data: {
    rateCardId,
    effectiveFrom,
    microEurosPerRead: perRead,
    microEurosPerClick: perClick,
    publishedAt: '2026-10-01T00:00:00.000Z',
  },
});
const read = (authorId: string, at: string, readerId = 'r1'): DomainEvent => ({
  type: 'ContentReadQualified',
  data: { readerId, contentId: `c-${authorId}`, authorId, viewId: `v-${at}`, seconds: 45, at },
});
const click = (authorId: string, at: string): DomainEvent => ({
  type: 'ContentClicked',
  data: { readerId: 'r2', contentId: `c-${authorId}`, authorId, viewId: `v-${at}`, via: 'list', at },
});

async function ledger(harness: ProjectionHarness) {
  return harness.db
    .selectFrom('income.ledger')
    .select([
      'author_id',
      'kind',
      'rate_card_id',
      'micro_euros',
      sql<string>`to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI')`.as('at'),
    ])
    .orderBy('at')
    .orderBy('kind')
    .execute();
}

async function statements(harness: ProjectionHarness, authorId: string, period: 'week' | 'month' | 'year') {
  const rows = await harness.db
    .selectFrom('income.statements')
    .select([
      sql<string>`to_char(period_start, 'YYYY-MM-DD')`.as('start'),
      sql<string>`to_char(period_end, 'YYYY-MM-DD')`.as('end'),
      'reads',
      'clicks',
      'micro_euros',
      'carried_in_micro_euros',
      'cents',
      'carried_out_micro_euros',
    ])
    .where('author_id', '=', authorId)
    .where('period', '=', period)
    .orderBy('period_start')
    .execute();
  return rows.map((row) => [
    row.start,
    row.end,
    Number(row.reads),
    Number(row.clicks),
    Number(row.micro_euros),
    Number(row.carried_in_micro_euros),
    Number(row.cents),
    Number(row.carried_out_micro_euros),
  ]);
}

describe('the income projection', () => {
  let harness: ProjectionHarness;
  beforeAll(async () => {
    harness = await projectionHarness(incomeProjection);
    // A read before any card, the first card, then in the same batch a second card effective on 2 November that
    // prices only the events stored after it.
    await harness.given([
      read('awa', '2026-10-20T09:00:00.000Z'),
      card('rc1', '2026-10-26T00:00:00.000Z', 3_333, 500),
      read('awa', '2026-10-27T09:00:00.000Z'),
      click('awa', '2026-10-27T10:00:00.000Z'),
      read('awa', '2026-11-03T09:00:00.000Z'),
      card('rc2', '2026-11-02T00:00:00.000Z', 7_777, 1_000),
      read('awa', '2026-11-03T10:00:00.000Z'),
      read('chidi', '2026-11-04T10:00:00.000Z'),
    ]);
    // A later batch with a line in an earlier week than the last ones: the statements after it are carried anew.
    await harness.given([
      read('awa', '2026-10-28T09:00:00.000Z', 'r3'),
      {
        type: 'ContentReadRefused',
        data: {
          readerId: 'awa',
          contentId: 'c-awa',
          authorId: 'awa',
          viewId: null,
          seconds: 40,
          reason: 'own-content',
          at: '2026-11-05T09:00:00.000Z',
        },
      },
      {
        type: 'PayoutStatementIssued',
        data: {
          authorId: 'awa',
          statementId: 's-awa-2026-10',
          periodStart: '2026-10-01',
          periodEnd: '2026-11-01',
          reads: 3,
          clicks: 1,
          microEuros: 7_166,
          carriedInMicroEuros: 0,
          cents: 0,
          carriedOutMicroEuros: 7_166,
          issuedAt: '2026-11-02T00:00:00.000Z',
        },
      },
    ]);
  });
  afterAll(() => harness.close());

  it('keeps the rate cards', async () => {
    const cards = await harness.db
      .selectFrom('income.rate_cards')
      .select(['rate_card_id', 'micro_euros_per_read', 'micro_euros_per_click'])
      .orderBy('effective_from')
      .execute();
    expect(cards).toEqual([
      { rate_card_id: 'rc1', micro_euros_per_read: '3333', micro_euros_per_click: '500' },
      { rate_card_id: 'rc2', micro_euros_per_read: '7777', micro_euros_per_click: '1000' },
    ]);
  });

  it('prices each line by the card in force among those stored before it, and a line before any card at 0', async () => {
    expect(await ledger(harness)).toEqual(
      [
        { author_id: 'awa', kind: 'read', rate_card_id: null, micro_euros: '0', at: '2026-10-20T09:00' },
        { author_id: 'awa', kind: 'click', rate_card_id: 'rc1', micro_euros: '500', at: '2026-10-27T10:00' },
        { author_id: 'awa', kind: 'read', rate_card_id: 'rc1', micro_euros: '3333', at: '2026-10-27T09:00' },
        { author_id: 'awa', kind: 'read', rate_card_id: 'rc1', micro_euros: '3333', at: '2026-10-28T09:00' },
        // Stored before rc2 was: priced by rc1, though rc2 is effective at its instant.
        { author_id: 'awa', kind: 'read', rate_card_id: 'rc1', micro_euros: '3333', at: '2026-11-03T09:00' },
        { author_id: 'awa', kind: 'read', rate_card_id: 'rc2', micro_euros: '7777', at: '2026-11-03T10:00' },
        {
          author_id: 'chidi',
          kind: 'read',
          rate_card_id: 'rc2',
          micro_euros: '7777',
          at: '2026-11-04T10:00',
        },
      ].sort((a, b) => a.at.localeCompare(b.at) || a.kind.localeCompare(b.kind)),
    );
  });

  it('keeps weekly statements in cents, the remainder carried on, recomputed after a late line', async () => {
    // [start, end, reads, clicks, micro-euros, carried in, cents, carried out]
    expect(await statements(harness, 'awa', 'week')).toEqual([
      ['2026-10-19', '2026-10-26', 1, 0, 0, 0, 0, 0],
      ['2026-10-26', '2026-11-02', 2, 1, 7_166, 0, 0, 7_166],
      ['2026-11-02', '2026-11-09', 2, 0, 11_110, 7_166, 1, 8_276],
    ]);
  });

  it('keeps monthly and yearly statements by the same rule', async () => {
    expect(await statements(harness, 'awa', 'month')).toEqual([
      ['2026-10-01', '2026-11-01', 3, 1, 7_166, 0, 0, 7_166],
      ['2026-11-01', '2026-12-01', 2, 0, 11_110, 7_166, 1, 8_276],
    ]);
    expect(await statements(harness, 'awa', 'year')).toEqual([
      ['2026-01-01', '2027-01-01', 5, 1, 18_276, 0, 1, 8_276],
    ]);
    expect(await statements(harness, 'chidi', 'month')).toEqual([
      ['2026-11-01', '2026-12-01', 1, 0, 7_777, 0, 0, 7_777],
    ]);
  });

  it('keeps refused reads with their reason, and the months issued for payout', async () => {
    expect(
      await harness.db
        .selectFrom('income.refused_reads')
        .select(['author_id', 'reason', 'seconds'])
        .execute(),
    ).toEqual([{ author_id: 'awa', reason: 'own-content', seconds: 40 }]);
    expect(
      await harness.db
        .selectFrom('income.payouts')
        .select(['statement_id', 'author_id', 'cents', 'micro_euros'])
        .execute(),
    ).toEqual([{ statement_id: 's-awa-2026-10', author_id: 'awa', cents: '0', micro_euros: '7166' }]);
  });
});
