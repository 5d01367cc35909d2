import { randomUUID } from 'node:crypto';
import {
  QUALIFIED_READ_SECONDS,
  RATE_CARD_STREAM,
  rateCardDecider,
  addToTotals,
  statementPeriods,
  statementsOf,
  type LedgerLine,
  type PeriodTotal,
  type StatementPeriod,
} from '@afrimedia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedArticle } from '../../testing/published-article.ts';
import { startTestApi, type TestApi, type TestUser } from '../../testing/test-api.ts';

const BROWSER =
  'Mozilla/5.0 (Linux; Android 13; TECNO KI5k) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
/** A card paying €0.0125 a read and €0.004 a click. */
const CARD = 'card-2026-10';
const PER_READ = 12_500;
const PER_CLICK = 4_000;

let api: TestApi;
let author: TestUser;
let rival: TestUser;
let essay: { contentId: string; slug: string };
let review: { contentId: string; slug: string };
let rivalsPiece: { contentId: string; slug: string };
const ids = { octoberRead: randomUUID(), novemberClick: randomUUID() };

const line = (
  authorId: string,
  contentId: string,
  kind: 'read' | 'click',
  at: string,
  sourceEventId: string = randomUUID(),
): LedgerLine => ({
  sourceEventId,
  authorId,
  contentId,
  kind,
  at,
  rateCardId: CARD,
  microEuros: kind === 'read' ? PER_READ : PER_CLICK,
});

/** The ledger and the statements as the income projection keeps them, written here straight into its tables. */
async function ledger(lines: readonly LedgerLine[]) {
  await api.db
    .insertInto('income.ledger')
    .values(
      lines.map((each) => ({
        source_event_id: each.sourceEventId,
        author_id: each.authorId,
        content_id: each.contentId,
        reader_id: randomUUID(),
        kind: each.kind,
        view_id: randomUUID(),
        at: each.at,
        rate_card_id: each.rateCardId,
        micro_euros: each.microEuros,
      })),
    )
    .execute();
  for (const authorId of new Set(lines.map((each) => each.authorId))) {
    for (const period of statementPeriods) await statements(authorId, period, lines);
  }
}

async function statements(authorId: string, period: StatementPeriod, lines: readonly LedgerLine[]) {
  const totals = new Map<string, PeriodTotal>();
  for (const each of lines.filter((one) => one.authorId === authorId)) addToTotals(totals, period, each);
  await api.db
    .insertInto('income.statements')
    .values(
      statementsOf(period, [...totals.values()]).map((statement) => ({
        author_id: authorId,
        period,
        period_start: statement.periodStart,
        period_end: statement.periodEnd,
        reads: statement.reads,
        clicks: statement.clicks,
        micro_euros: statement.microEuros,
        carried_in_micro_euros: statement.carriedInMicroEuros,
        cents: statement.cents,
        carried_out_micro_euros: statement.carriedOutMicroEuros,
      })),
    )
    .execute();
}

const get = async (path: string, user: TestUser) => {
  const response = await api.call('GET', `/author/contents/statistics${path}`, user);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

beforeAll(async () => {
  api = await startTestApi('statistics-income');
  author = await api.newUser({ role: 'owner' });
  rival = await api.newUser({ role: 'owner' });
  essay = await publishedArticle(api, author.userId, { slug: 'an-essay' });
  review = await publishedArticle(api, author.userId, { slug: 'a-review' });
  rivalsPiece = await publishedArticle(api, rival.userId, { slug: 'rivals-piece' });
  await api.db
    .insertInto('income.rate_cards')
    .values({
      rate_card_id: CARD,
      effective_from: '2026-10-01T00:00:00.000Z',
      micro_euros_per_read: PER_READ,
      micro_euros_per_click: PER_CLICK,
      published_at: '2026-09-20T00:00:00.000Z',
    })
    .execute();
  await ledger([
    // October: one read, €0.0125: one cent paid, 2,500 micro-euros carried into November.
    line(author.userId, essay.contentId, 'read', '2026-10-30T09:00:00.000Z', ids.octoberRead),
    // November: 3 reads and a click of the essay, 1 read of the review: 2,500 + 4 × 12,500 + 4,000 = 56,500,
    // five cents paid and 6,500 micro-euros carried.
    line(author.userId, essay.contentId, 'read', '2026-11-02T08:00:00.000Z'),
    line(author.userId, essay.contentId, 'read', '2026-11-02T10:00:00.000Z'),
    line(author.userId, essay.contentId, 'read', '2026-11-17T23:59:59.000Z'),
    line(author.userId, essay.contentId, 'click', '2026-11-03T12:00:00.000Z', ids.novemberClick),
    line(author.userId, review.contentId, 'read', '2026-11-20T07:30:00.000Z'),
    line(rival.userId, rivalsPiece.contentId, 'read', '2026-11-05T07:30:00.000Z'),
  ]);
}, 120_000);
afterAll(() => api.close());

describe("the author's income", () => {
  it('answers the statements newest first, in euros from cents, with the remainder carried, and their total', async () => {
    const { status, body } = await get('/income?period=month', author);
    expect(status).toBe(200);
    expect(body).toEqual({
      period: 'month',
      total: { reads: 5, clicks: 1, cents: 6, euros: '0.06', carriedEuros: '0.006500' },
      statements: [
        {
          periodStart: '2026-11-01',
          periodEnd: '2026-12-01',
          reads: 4,
          clicks: 1,
          cents: 5,
          euros: '0.05',
          carriedInEuros: '0.002500',
          carriedOutEuros: '0.006500',
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
    });
    const weeks = (await get('/income?period=week', author)).body as {
      statements: { periodStart: string }[];
    };
    expect(weeks.statements.map((statement) => statement.periodStart)).toEqual([
      '2026-11-16',
      '2026-11-02',
      '2026-10-26',
    ]);
  });

  it('adds the income to the totals and to each period of the figures, the author’s and one content’s', async () => {
    expect((await get('/index', author)).body).toMatchObject({ incomeEuros: '0.06' });
    const months = (await get('/audience?period=month', author)).body as unknown as Record<string, unknown>[];
    expect(months.map(({ periodStart, incomeEuros }) => ({ periodStart, incomeEuros }))).toEqual([
      { periodStart: '2026-11-01', incomeEuros: '0.05' },
      { periodStart: '2026-10-01', incomeEuros: '0.01' },
    ]);
    expect(months[0]).toMatchObject({ views: 0, likes: 0, shares: 0, audience: 0 });
    const essayMonths = (await get(`/performance/${essay.slug}?period=month`, author))
      .body as unknown as Record<string, unknown>[];
    expect(essayMonths.find((row) => row.periodStart === '2026-11-01')).toMatchObject({
      incomeEuros: '0.041500',
    });
  });

  it("answers a statement's lines by content, and one content's reads and clicks with their card and source", async () => {
    const { status, body } = await get('/income/lines?period=month&start=2026-11-01', author);
    expect(status).toBe(200);
    expect(body).toMatchObject({ period: 'month', periodStart: '2026-11-01', periodEnd: '2026-12-01' });
    expect(body.contents).toEqual([
      {
        contentId: essay.contentId,
        slug: essay.slug,
        title: expect.any(String),
        reads: 3,
        clicks: 1,
        euros: '0.041500',
      },
      {
        contentId: review.contentId,
        slug: review.slug,
        title: expect.any(String),
        reads: 1,
        clicks: 0,
        euros: '0.012500',
      },
    ]);
    const essayLines = await get(
      `/income/lines?period=month&start=2026-11-20&content=${essay.contentId}`,
      author,
    );
    expect(essayLines.body.periodStart).toBe('2026-11-01');
    const lines = essayLines.body.lines as Record<string, unknown>[];
    expect(lines.map((each) => [each.at, each.kind, each.euros])).toEqual([
      ['2026-11-02T08:00:00.000Z', 'read', '0.012500'],
      ['2026-11-02T10:00:00.000Z', 'read', '0.012500'],
      ['2026-11-03T12:00:00.000Z', 'click', '0.004000'],
      ['2026-11-17T23:59:59.000Z', 'read', '0.012500'],
    ]);
    expect(lines[2]).toEqual({
      sourceEventId: ids.novemberClick,
      contentId: essay.contentId,
      kind: 'click',
      at: '2026-11-03T12:00:00.000Z',
      rateCardId: CARD,
      rateEuros: '0.004000',
      euros: '0.004000',
    });
    const october = await get('/income/lines?period=week&start=2026-10-26', author);
    expect((october.body.lines as { sourceEventId: string }[]).map((each) => each.sourceEventId)).toEqual([
      ids.octoberRead,
    ]);
  });

  it("answers at most per_content lines of each content, its oldest, the contents' totals counting them all", async () => {
    const all = await get('/income/lines?period=month&start=2026-11-01', author);
    const few = await get('/income/lines?period=month&start=2026-11-01&per_content=2', author);
    expect(few.body.contents).toEqual(all.body.contents);
    const at = (body: Record<string, unknown>) =>
      (body.lines as { contentId: string; at: string }[]).map((line) => [line.contentId, line.at]);
    expect(at(few.body)).toEqual([
      [essay.contentId, '2026-11-02T08:00:00.000Z'],
      [essay.contentId, '2026-11-02T10:00:00.000Z'],
      ...at(all.body).filter(([contentId]) => contentId === review.contentId),
    ]);
    for (const refused of ['0', '1001', '1.5', 'x'])
      expect(
        (await get(`/income/lines?period=month&start=2026-11-01&per_content=${refused}`, author)).status,
      ).toBe(400);
  });

  it("gives another author nothing of it: their own statements, and the author's content not found", async () => {
    const own = await get('/income?period=month', rival);
    expect(own.body).toMatchObject({ total: { reads: 1, cents: 1 } });
    expect(JSON.stringify(own.body)).not.toContain(essay.contentId);
    const period = await get('/income/lines?period=month&start=2026-11-01', rival);
    expect(JSON.stringify(period.body)).not.toContain(author.userId);
    expect(period.body.contents).toEqual([expect.objectContaining({ contentId: rivalsPiece.contentId })]);
    const foreign = await get(
      `/income/lines?period=month&start=2026-11-01&content=${essay.contentId}`,
      rival,
    );
    const missing = await get(`/income/lines?period=month&start=2026-11-01&content=${randomUUID()}`, rival);
    expect(foreign).toEqual(missing);
    expect(foreign).toMatchObject({ status: 404, body: { code: 'CONTENT_NOT_FOUND' } });
  });

  it('answers a new author no statements and a total of nothing, and refuses a day that is not one', async () => {
    const newcomer = await api.newUser({ role: 'owner' });
    expect((await get('/income?period=year', newcomer)).body).toEqual({
      period: 'year',
      total: { reads: 0, clicks: 0, cents: 0, euros: '0.00', carriedEuros: '0.000000' },
      statements: [],
    });
    expect((await get('/income/lines?period=month&start=2026-11-31', author)).status).toBe(400);
    expect((await get('/income/lines?period=decade&start=2026-11-01', author)).status).toBe(400);
  });

  it('counts a reader’s click and 30 s read, through the API and the income projection, on the card in force', async () => {
    const viewedAt = Date.parse('2026-12-07T09:00:00.000Z');
    api.setNow(new Date(viewedAt));
    const admin = await api.newUser({ role: 'admin' });
    await api.run(RATE_CARD_STREAM, rateCardDecider, admin.userId, {
      type: 'PublishRateCard',
      data: {
        rateCardId: 'card-december',
        effectiveFrom: new Date(viewedAt).toISOString(),
        microEurosPerRead: 20_000,
        microEurosPerClick: 5_000,
        actorIsAdmin: true,
      },
    });
    const reader = await api.newUser();
    const send = (path: string, body: unknown) =>
      fetch(`${api.url}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': BROWSER, ...reader.auth },
        body: JSON.stringify(body),
      });
    expect((await send('/actions/view', { contentId: review.contentId, via: 'list' })).status).toBe(200);
    api.setNow(new Date(viewedAt + QUALIFIED_READ_SECONDS * 1_000));
    expect(
      (await send('/actions/read', { contentId: review.contentId, seconds: QUALIFIED_READ_SECONDS })).status,
    ).toBe(202);
    api.setNow(undefined);
    const paid = (await api.events()).filter(
      (event) => event.type === 'ContentClicked' || event.type === 'ContentReadQualified',
    );
    expect(paid.map((event) => event.type)).toEqual(['ContentClicked', 'ContentReadQualified']);

    const path = `/income/lines?period=week&start=2026-12-07&content=${review.contentId}`;
    let lines: Record<string, unknown>[] = [];
    for (const deadline = Date.now() + 30_000; lines.length < 2 && Date.now() < deadline;) {
      lines = (await get(path, author)).body.lines as Record<string, unknown>[];
      if (lines.length < 2) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(lines).toEqual([
      {
        sourceEventId: paid[0]!.id,
        contentId: review.contentId,
        kind: 'click',
        at: '2026-12-07T09:00:00.000Z',
        rateCardId: 'card-december',
        rateEuros: '0.005000',
        euros: '0.005000',
      },
      {
        sourceEventId: paid[1]!.id,
        contentId: review.contentId,
        kind: 'read',
        at: '2026-12-07T09:00:30.000Z',
        rateCardId: 'card-december',
        rateEuros: '0.020000',
        euros: '0.020000',
      },
    ]);
    const weeks = (await get('/income?period=week', author)).body as {
      statements: Record<string, unknown>[];
    };
    expect(weeks.statements[0]).toMatchObject({ periodStart: '2026-12-07', reads: 1, clicks: 1 });
    expect(JSON.stringify((await get('/income?period=week', rival)).body)).not.toContain('2026-12-07');
  });
});
