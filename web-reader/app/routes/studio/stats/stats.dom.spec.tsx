import type { Language } from '@afrimedia/i18n';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/render-route.tsx';
import { testRootData, testUser } from '../../../testing/root-data.ts';
import ContentStats from './content-stats.tsx';
import { labelledRows } from './period-label.server.ts';
import type { StatsPeriod, StatsRow } from './stats-period.ts';
import type { AuthorStatistics, ContentStatistics } from './stats.server.ts';
import { testIncome } from './test-income.ts';
import Stats from './stats.tsx';

const author = testUser({
  role: 'owner',
  userVerificationStatus: 'verified',
  defaultPublicationSlug: 'dakar-sounds',
});

const weeks = [
  { periodStart: '2026-11-16', views: 1200, likes: 30, shares: 4, audience: 800, incomeEuros: '0.26' },
  { periodStart: '2026-11-09', views: 15, likes: 2, shares: 0, audience: 9, incomeEuros: '0.00' },
];

type Figures<T> = Partial<Omit<T, 'rows'>> & { rows?: StatsRow[] };

function showStats(
  { rows = weeks, ...figures }: Figures<AuthorStatistics> = {},
  lang: Language = 'en',
  period: StatsPeriod = 'week',
) {
  const answer: AuthorStatistics = {
    period,
    totals: { views: 1215, likes: 32, shares: 4, audience: 805, incomeEuros: '0.27' },
    rows: labelledRows(rows, period, lang),
    contents: [
      { slug: 'concert-review', title: 'Concert review' },
      { slug: 'interview', title: 'Interview with Baaba' },
    ],
    income: testIncome(lang, period, false),
    ...figures,
  };
  renderRoutes([{ path: '/stats', Component: Stats as ComponentType, loader: () => answer }], {
    url: `/stats?period=${period}`,
    root: testRootData({ user: author }, lang),
  });
}

function showContent(
  {
    rows = [
      { periodStart: '2026-11-01', views: 42, likes: 5, shares: 1, audience: 30, incomeEuros: '0.0165' },
    ],
    ...figures
  }: Figures<ContentStatistics> = {},
  lang: Language = 'en',
) {
  const answer: ContentStatistics = {
    period: 'month',
    content: { slug: 'concert-review', title: 'Concert review' },
    rows: labelledRows(rows, 'month', lang),
    ...figures,
  };
  renderRoutes(
    [{ path: '/stats/concert-review', Component: ContentStats as ComponentType, loader: () => answer }],
    { url: '/stats/concert-review?period=month', root: testRootData({ user: author }, lang) },
  );
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the author statistics (/stats)', () => {
  it('gives the totals and a table of each week, newest first, with numbers as the language writes them', async () => {
    showStats();
    const totals = await screen.findByRole('region', { name: 'Since your first content' });
    expect(within(totals).getByText('Views').nextElementSibling?.textContent).toBe('1,215');
    const table = screen.getByRole('table', { name: /by week, newest first/ });
    const [head, first, second] = within(table).getAllByRole('row');
    expect(
      within(head as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Week of', 'Views', 'Likes', 'Shares', 'Audience']);
    expect(within(first as HTMLElement).getByRole('rowheader').textContent).toBe('Nov 16, 2026');
    expect(cellsOf(first as HTMLElement)).toEqual(['1,200', '30', '4', '800']);
    expect(within(second as HTMLElement).getByRole('rowheader').textContent).toBe('Nov 9, 2026');
  });

  it('switches periods with plain links, marks the current one, and exports that period as CSV', async () => {
    showStats({ period: 'month' }, 'en', 'month');
    const periods = await screen.findByRole('navigation', { name: 'Show the figures' });
    const links = within(periods).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['By week', '/stats?period=week'],
      ['By month', '/stats?period=month'],
      ['By year', '/stats?period=year'],
    ]);
    expect(within(periods).getByRole('link', { current: 'page' }).textContent).toBe('By month');
    expect(screen.getByRole('link', { name: 'Download these figures (CSV)' }).getAttribute('href')).toBe(
      '/stats/figures.csv?period=month',
    );
    expect(screen.getByRole('link', { name: 'Concert review' }).getAttribute('href')).toBe(
      '/stats/concert-review?period=month',
    );
  });

  it('gives the total income with the other totals', async () => {
    showStats();
    const totals = await screen.findByRole('region', { name: 'Since your first content' });
    expect(within(totals).getByText('Income').nextElementSibling?.textContent).toBe('€0.27');
  });

  it('gives each statement by month with its reads, clicks, euros and the remainder carried, in a sentence', async () => {
    showStats({ period: 'month', income: testIncome('en', 'month', false) }, 'en', 'month');
    const income = await screen.findByRole('region', { name: 'Income' });
    expect(
      within(income).getByText('Paid by month, since your first paid read').nextElementSibling?.textContent,
    ).toBe('€0.2721 paid reads and 7 paid clicks');
    const statements = within(income).getByRole('region', { name: 'Statements by month, newest first' });
    const [november, october] = within(statements).getAllByRole('listitem');
    expect(within(november!).getByRole('heading', { level: 4 }).textContent).toBe('November 2026');
    expect(within(november!).getByText('Paid reads').nextElementSibling?.textContent).toBe('20');
    expect(within(november!).getByText('Paid clicks').nextElementSibling?.textContent).toBe('7');
    expect(within(november!).getByText('Paid').nextElementSibling?.textContent).toBe('€0.26');
    expect(within(november!).getByText('It includes €0.0025 carried from the month before.')).toBeTruthy();
    expect(within(november!).getByText('€0.008 under a cent is carried into the next month.')).toBeTruthy();
    expect(within(october!).queryByText(/carried from/)).toBeNull();
    expect(
      within(november!).getByRole('link', { name: 'See the lines of November 2026' }).getAttribute('href'),
    ).toBe('/stats?period=month&statement=2026-11-01#income-lines');
    expect(screen.queryByRole('region', { name: /^Lines of/ })).toBeNull();
  });

  it('opens a statement by content, each a disclosure of the reads and clicks it was paid for, with its CSV', async () => {
    showStats({ period: 'month', income: testIncome('en', 'month') }, 'en', 'month');
    const lines = await screen.findByRole('region', { name: 'Lines of November 2026' });
    expect(screen.getByRole('link', { name: 'See the lines of November 2026', current: true })).toBeTruthy();
    const summary = within(lines).getByText('Why fintech keeps winning in Lagos').closest('summary')!;
    expect(summary.textContent).toBe('Why fintech keeps winning in Lagos1 read, 1 click: €0.0165');
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(summary);
    expect(details.open).toBe(true);
    const table = within(details).getByRole('table', {
      name: 'Paid reads and clicks of “Why fintech keeps winning in Lagos”, oldest first',
    });
    const [head, read, click] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['When (UTC)', 'Paid for', 'Rate card', 'Amount']);
    expect(within(read!).getByRole('rowheader').textContent).toBe('Nov 2, 2026, 08:05');
    expect(cellsOf(read!)).toEqual(['A read', 'demo-card€0.0125 each', '€0.0125']);
    expect(cellsOf(click!)).toEqual(['A click', 'demo-card€0.004 each', '€0.004']);
    expect(within(lines).getByRole('link', { name: 'Download these lines (CSV)' }).getAttribute('href')).toBe(
      '/stats/income.csv?period=month&start=2026-11-01',
    );
    expect(within(lines).getByRole('link', { name: 'Close these lines' }).getAttribute('href')).toBe(
      '/stats?period=month',
    );
  });

  it('says no paid reads yet to an author with no statement, and tells a failure apart from nothing', async () => {
    showStats({
      income: { state: 'ready', total: { reads: 0, clicks: 0, euros: '0.00' }, statements: [], opened: null },
    });
    const income = await screen.findByRole('region', { name: 'Income' });
    expect(income.textContent).toContain('No paid reads yet.');
    expect(within(income).queryByRole('list')).toBeNull();
    cleanup();
    showStats({ income: { state: 'failed' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your income could not be loaded just now. Try again in a moment.',
    );
  });

  it('writes euros and the carried remainder in Arabic, right to left', async () => {
    showStats({ period: 'month', income: testIncome('ar', 'month') }, 'ar', 'month');
    const income = await screen.findByRole('region', { name: 'الدخل' });
    const euros = new Intl.NumberFormat('ar', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 6,
    });
    expect(income.textContent).toContain(euros.format('0.26'));
    expect(income.textContent).toContain(`يُرحَّل ${euros.format('0.008')} دون السنت إلى الشهر التالي.`);
    expect(within(income).getByText('Why fintech keeps winning in Lagos').getAttribute('dir')).toBe('auto');
  });

  it('tells a new author where figures will come from, with the way to create a content', async () => {
    showStats({
      rows: [],
      contents: [],
      totals: { views: 0, likes: 0, shares: 0, audience: 0, incomeEuros: '0.00' },
    });
    expect(await screen.findByText(/^No figures yet\./)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Since your first content' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Create a content' }).getAttribute('href')).toBe(
      '/articles/new?publicationSlug=dakar-sounds&state=TextManager',
    );
  });

  it('reads in Arabic, months named in Arabic', async () => {
    showStats({ period: 'month', rows: [{ ...weeks[0]!, periodStart: '2026-11-01' }] }, 'ar', 'month');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('الإحصاءات');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'الشهر' })).toBeTruthy();
    expect(within(table).getByRole('rowheader').textContent).toMatch(/نوفمبر/);
  });
});

describe("one content's statistics (/stats/{slug})", () => {
  it('shows its figures by month with the way back and its own CSV', async () => {
    showContent();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Statistics of “Concert review”',
    );
    expect(screen.getByRole('link', { name: 'All my statistics' }).getAttribute('href')).toBe(
      '/stats?period=month',
    );
    expect(within(screen.getByRole('table')).getByRole('rowheader').textContent).toBe('November 2026');
    expect(screen.getByRole('link', { name: 'Download these figures (CSV)' }).getAttribute('href')).toBe(
      '/stats/concert-review/figures.csv?period=month',
    );
  });

  it('says so when nobody has seen it yet', async () => {
    showContent({ rows: [] }, 'fr');
    expect(await screen.findByText('Personne n’a encore vu, aimé ou partagé ce contenu.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
