import type { Language } from '@afrimedia/i18n';
import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/render-route.tsx';
import { testRootData, testUser } from '../../../testing/root-data.ts';
import ContentStats from './content-stats.tsx';
import { labelledRows } from './period-label.server.ts';
import type { StatsPeriod, StatsRow } from './stats-period.ts';
import type { AuthorStatistics, ContentStatistics } from './stats.server.ts';
import Stats from './stats.tsx';

const author = testUser({
  role: 'owner',
  userVerificationStatus: 'verified',
  defaultPublicationSlug: 'dakar-sounds',
});

const weeks = [
  { periodStart: '2026-11-16', views: 1200, likes: 30, shares: 4, audience: 800 },
  { periodStart: '2026-11-09', views: 15, likes: 2, shares: 0, audience: 9 },
];

type Figures<T> = Partial<Omit<T, 'rows'>> & { rows?: StatsRow[] };

function showStats(
  { rows = weeks, ...figures }: Figures<AuthorStatistics> = {},
  lang: Language = 'en',
  period: StatsPeriod = 'week',
) {
  const answer: AuthorStatistics = {
    period,
    totals: { views: 1215, likes: 32, shares: 4, audience: 805 },
    rows: labelledRows(rows, period, lang),
    contents: [
      { slug: 'concert-review', title: 'Concert review' },
      { slug: 'interview', title: 'Interview with Baaba' },
    ],
    incomeOpen: false,
    ...figures,
  };
  renderRoutes([{ path: '/stats', Component: Stats as ComponentType, loader: () => answer }], {
    url: `/stats?period=${period}`,
    root: testRootData({ user: author }, lang),
  });
}

function showContent(
  {
    rows = [{ periodStart: '2026-11-01', views: 42, likes: 5, shares: 1, audience: 30 }],
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

  it('says income is not open yet instead of showing zeros', async () => {
    showStats();
    const income = await screen.findByRole('region', { name: 'Income' });
    expect(income.textContent).toContain('Payments are not open yet.');
    expect(income.textContent).not.toMatch(/\d/);
  });

  it('tells a new author where figures will come from, with the way to create a content', async () => {
    showStats({ rows: [], contents: [], totals: { views: 0, likes: 0, shares: 0, audience: 0 } });
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
