import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { Language } from '@afrimedia/i18n';
import { renderRoutes } from '../../testing/render-route.tsx';
import { testRootData } from '../../testing/root-data.ts';
import Epg from './epg.tsx';
import { bandHours, guideColumns } from './event-dates.server.ts';
import type { GuideDay } from './guide-rows.ts';
import { testEvent } from './test-event.ts';

const week = [
  '2026-06-01',
  '2026-06-02',
  '2026-06-03',
  '2026-06-04',
  '2026-06-05',
  '2026-06-06',
  '2026-06-07',
];

const mbalax = testEvent();
const summit = testEvent({
  slug: 'tech-summit',
  title: { en: 'Tech summit', ar: 'قمة التكنولوجيا' },
  category: 'tech',
  starts_at: '2026-06-04T20:00:00.000Z',
  ends_at: '2026-06-05T10:00:00.000Z',
});

function guide(events = [mbalax, summit]): GuideDay[] {
  return week.map((day) => ({
    day,
    events: events.filter(
      (event) =>
        Date.parse(event.starts_at) < Date.parse(`${day}T24:00:00Z`) &&
        Date.parse(event.ends_at) > Date.parse(`${day}T00:00:00Z`),
    ),
  }));
}

function showGuide(days: GuideDay[], lang: Language = 'en') {
  const loader = () => ({ days: guideColumns(lang, days), hours: bandHours(lang) });
  renderRoutes([{ path: '/epg', Component: Epg as ComponentType, loader }], {
    url: '/epg',
    root: testRootData({}, lang),
  });
}

describe('the broadcast guide (/epg)', () => {
  it('is a table with a column header per day, today first and marked', async () => {
    showGuide(guide());
    const table = await screen.findByRole('table', { name: 'The next 7 days, times in UTC' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((column) => column.textContent)).toEqual([
      'Time of day',
      'TodayMon Jun 1',
      'Tue Jun 2',
      'Wed Jun 3',
      'Thu Jun 4',
      'Fri Jun 5',
      'Sat Jun 6',
      'Sun Jun 7',
    ]);
    expect(columns[1]?.getAttribute('aria-current')).toBe('date');
    expect(columns.filter((column) => column.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('scrolls inside a named region the keyboard can reach', async () => {
    showGuide(guide());
    const region = await screen.findByRole('region', { name: /Broadcast guide table/ });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(within(region).getByRole('table')).toBeTruthy();
  });

  it('places each event under its day and time of day, and an overnight one again the next morning', async () => {
    showGuide(guide());
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    const cellOf = (band: string, dayIndex: number) => {
      const row = rows.find((candidate) =>
        within(candidate).getByRole('rowheader').textContent?.startsWith(band),
      );
      return within(row!).getAllByRole('cell')[dayIndex]!;
    };
    expect(
      within(cellOf('Evening', 1)).getByRole('link', { name: 'Mbalax night' }).getAttribute('href'),
    ).toBe('/events/nuit-du-mbalax');
    expect(cellOf('Evening', 1).textContent).toMatch(/6:00\s–\s8:30\sPM\sUTC/);
    expect(within(cellOf('Evening', 3)).getByRole('link', { name: 'Tech summit' })).toBeTruthy();
    expect(within(cellOf('Night', 4)).getByRole('link', { name: 'Tech summit' })).toBeTruthy();
    expect(cellOf('Morning', 1).textContent).toBe('');
    const listed = within(table)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(listed).toEqual(['Tech summit', 'Mbalax night', 'Tech summit']);
  });

  it('writes the days in Arabic and titles in the reader language', async () => {
    showGuide(guide(), 'ar');
    const table = await screen.findByRole('table');
    const columns = within(table).getAllByRole('columnheader');
    expect(columns[0]?.textContent).toBe('وقت اليوم');
    expect(columns[1]?.textContent).toMatch(/^اليوم.*يونيو/);
    expect(columns[2]?.textContent).toMatch(/الثلاثاء/);
    expect(within(table).getAllByRole('link', { name: 'قمة التكنولوجيا' })).toHaveLength(2);
    expect(within(table).getByRole('link', { name: 'Mbalax night' }).getAttribute('lang')).toBe('en');
  });

  it('says so when the week has no event, in French', async () => {
    showGuide(guide([]), 'fr');
    expect(await screen.findByText('Aucun événement dans les 7 prochains jours.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
