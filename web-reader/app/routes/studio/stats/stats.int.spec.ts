import { randomUUID } from 'node:crypto';
import { engagementDecider, readerStream } from '@afrimedia/domain';
import { publishedArticle, type TestApi, type TestUser } from '@afrimedia/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReaderUnderTest } from '../../../../testing/reader-under-test.ts';

let api: TestApi;
let author: TestUser;
let slug: string;

const cookieOf = (user: Pick<TestUser, 'token'>) =>
  `token=${encodeURIComponent(JSON.stringify({ token: user.token, type: 'bearer', refreshToken: 'x' }))}`;

const page = (path: string, user: TestUser) =>
  fetch(`${api.url}${path}`, { redirect: 'manual', headers: { cookie: cookieOf(user) } });

async function likesReach(count: number) {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    const totals = (await (await api.call('GET', '/author/contents/statistics/index', author)).json()) as {
      likes: number;
    };
    if (totals.likes >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the like was not counted`);
}

beforeAll(async () => {
  api = await startReaderUnderTest('reader-studio-stats');
  author = await api.newUser({ role: 'owner' });
  const article = await publishedArticle(api, author.userId, { slug: 'concert-review' });
  slug = article.slug;
  const readers = [await api.newUser(), await api.newUser()];
  for (const reader of [...readers, readers[0]!]) {
    await api.run(readerStream(reader.userId), engagementDecider, reader.userId, {
      type: 'ViewContent',
      data: { readerId: reader.userId, contentId: article.contentId },
    });
  }
  await api.run(readerStream(readers[1]!.userId), engagementDecider, readers[1]!.userId, {
    type: 'ShareContent',
    data: { readerId: readers[1]!.userId, contentId: article.contentId, label: 'whatsapp' },
  });
  expect((await api.call('POST', `/actions/like/${article.contentId}`, readers[0], {})).status).toBe(200);
  await likesReach(1);
}, 120_000);
afterAll(() => api.close());

const thisMonday = () => {
  const today = new Date();
  const monday = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
};

describe('the author statistics against the API', () => {
  it.each(['/stats/%00', '/stats/%00/figures.csv', '/stats/a%0Ab', '/editor/publication/%00'])(
    'answers the not-found page for %s, a slug the API cannot name',
    async (path) => {
      expect((await page(path, author)).status).toBe(404);
    },
  );

  it("renders the author's figures on the server: totals, this week's row, no paid reads yet", async () => {
    const response = await page('/stats', author);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<dt>Views<\/dt><dd>3<\/dd>/);
    expect(html).toMatch(/<dt>Likes<\/dt><dd>1<\/dd>/);
    expect(html).toMatch(/<dt>Shares<\/dt><dd>1<\/dd>/);
    expect(html).toMatch(/<dt>Audience<\/dt><dd>2<\/dd>/);
    expect(html).toContain(`<time dateTime="${thisMonday()}">`);
    expect(html).toContain('No paid reads yet.');
    expect(html).toContain(`href="/stats/${slug}?period=week"`);
  });

  it("renders one content's figures by year, in French", async () => {
    const html = await (await page(`/stats/${slug}?period=year&lang=fr`, author)).text();
    expect(html).toContain('Par année');
    expect(html).toContain(`<time dateTime="${new Date().getUTCFullYear()}-01-01">`);
  });

  it('exports the figures per month as a CSV file', async () => {
    const response = await page('/stats/figures.csv?period=month', author);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="afrimedia-stats-month-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const month = `${new Date().toISOString().slice(0, 7)}-01`;
    expect(await response.text()).toBe(
      `period,period_start,views,likes,shares,audience,income_eur\r\nmonth,${month},3,1,1,2,0.00\r\n`,
    );
  });

  it("exports one content's figures, and refuses someone else's content as not found", async () => {
    const response = await page(`/stats/${slug}/figures.csv?period=year`, author);
    expect(response.headers.get('content-disposition')).toContain(`afrimedia-stats-${slug}-year-`);
    expect((await response.text()).split('\r\n')[1]).toBe(
      `year,${new Date().getUTCFullYear()}-01-01,3,1,1,2,0.000000`,
    );
    const rival = await api.newUser({ role: 'owner' });
    expect((await page(`/stats/${slug}`, rival)).status).toBe(404);
    expect((await page(`/stats/${slug}/figures.csv`, rival)).status).toBe(404);
  });

  it('shows a new author the empty state, and an unverified author "Author not verified"', async () => {
    const newcomer = await api.newUser({ role: 'owner' });
    expect(await (await page('/stats', newcomer)).text()).toContain('No figures yet.');
    const waiting = await api.newUser({ role: 'owner', verified: false });
    const refused = await page('/stats', waiting);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('Author not verified');
  });

  it("opens a statement's lines on the server and exports them as CSV; another author gets none of them", async () => {
    const content = (await api.call('GET', '/author/contents?type=article', author)).json() as Promise<
      { id: string; slug: string; title: string }[]
    >;
    const article = (await content).find((each) => each.slug === slug)!;
    const readId = randomUUID();
    await api.db
      .insertInto('income.rate_cards')
      .values({
        rate_card_id: 'card-october',
        effective_from: '2026-10-01T00:00:00.000Z',
        micro_euros_per_read: 12_500,
        micro_euros_per_click: 4_000,
        published_at: '2026-09-30T00:00:00.000Z',
      })
      .execute();
    await api.db
      .insertInto('income.ledger')
      .values({
        source_event_id: readId,
        author_id: author.userId,
        content_id: article.id,
        reader_id: randomUUID(),
        kind: 'read',
        view_id: randomUUID(),
        at: '2026-10-14T18:20:00.000Z',
        rate_card_id: 'card-october',
        micro_euros: 12_500,
      })
      .execute();
    await api.db
      .insertInto('income.statements')
      .values({
        author_id: author.userId,
        period: 'month',
        period_start: '2026-10-01',
        period_end: '2026-11-01',
        reads: 1,
        clicks: 0,
        micro_euros: 12_500,
        carried_in_micro_euros: 0,
        cents: 1,
        carried_out_micro_euros: 2_500,
      })
      .execute();

    const html = await (await page('/stats?period=month&statement=2026-10-01', author)).text();
    expect(html).toContain('<span class="income-total-euros">€0.01</span>');
    expect(html).toContain('€0.0025 under a cent is carried into the next month.');
    expect(html).toContain('Lines of October 2026');
    expect(html).toContain(`<span class="income-content-title" dir="auto">${article.title}</span>`);
    expect(html).toContain('<time dateTime="2026-10-14T18:20:00.000Z">Oct 14, 2026, 18:20</time>');
    expect(html).toContain('<bdi>card-october</bdi><br/>€0.0125 each');

    const csv = await page('/stats/income.csv?period=month&start=2026-10-01', author);
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="afrimedia-income-month-2026-10-01.csv"',
    );
    expect((await csv.text()).split('\r\n')[1]).toBe(
      `month,2026-10-01,2026-10-14T18:20:00.000Z,read,${article.id},${article.title},card-october,0.012500,0.012500,${readId}`,
    );

    const rival = await api.newUser({ role: 'owner' });
    const theirs = await (await page('/stats?period=month&statement=2026-10-01', rival)).text();
    expect(theirs).toContain('No paid reads yet.');
    expect(theirs).not.toContain(article.title);
    const theirCsv = await (await page('/stats/income.csv?period=month&start=2026-10-01', rival)).text();
    expect(theirCsv.split('\r\n').filter(Boolean)).toHaveLength(1);
    expect((await page('/stats/income.csv?period=month&start=2026-10-32', author)).status).toBe(404);
  });
});
