import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { Language } from '@afrimedia/i18n';
import { renderRoutes } from '../../testing/render-route.tsx';
import { testRootData } from '../../testing/root-data.ts';
import Agenda from './agenda.tsx';
import { agendaDays } from './event-dates.server.ts';
import type { AgendaEvent } from './event-title.ts';
import { testEvent } from './test-event.ts';

const mbalax = testEvent();
const book = testEvent({
  slug: 'salon-du-livre',
  title: { ar: 'معرض الكتاب في الرباط', fr: 'Salon du livre de Rabat' },
  category: 'literature',
  starts_at: '2026-06-02T09:00:00.000Z',
  ends_at: '2026-06-02T17:00:00.000Z',
  place: 'Rabat',
  country: 'ma',
});
const talk = testEvent({
  slug: 'charla',
  title: { es: 'Charla sobre salud mental' },
  category: 'health',
  starts_at: '2026-06-05T16:00:00.000Z',
  ends_at: '2026-06-05T18:00:00.000Z',
  place: null,
  online: true,
  country: null,
});

function showAgenda(
  events: AgendaEvent[],
  { lang = 'en', category }: { lang?: Language; category?: string } = {},
) {
  const url = category ? `/events/category/${category}` : '/events';
  return renderRoutes(
    [
      {
        path: url,
        Component: Agenda as ComponentType,
        loader: () => ({ category, days: agendaDays(lang, events) }),
      },
    ],
    {
      url,
      root: testRootData(
        {
          navigation: {
            videos: [],
            podcasts: [],
            events: [
              { slug: 'headlines', path: '/events', count: 3 },
              { slug: 'music', path: '/events/category/music', count: 1 },
              { slug: 'health', path: '/events/category/health', count: 1 },
              { slug: 'broadcast', path: '/epg' },
            ],
          },
        },
        lang,
      ),
    },
  );
}

const day = (name: RegExp) => screen.findByRole('region', { name });

describe('the agenda (/events)', () => {
  it("titles each event in the reader's language, else English, else the organiser's only language", async () => {
    showAgenda([book, mbalax, talk], { lang: 'fr' });
    expect((await screen.findByRole('link', { name: 'Nuit du mbalax' })).getAttribute('lang')).toBe('fr');
    expect(screen.getByRole('link', { name: 'Salon du livre de Rabat' }).getAttribute('dir')).toBe('auto');
    const spanish = screen.getByRole('link', { name: 'Charla sobre salud mental' });
    expect(spanish.getAttribute('lang')).toBe('es');
    expect(spanish.getAttribute('href')).toBe('/events/charla');
  });

  it('falls back to English when the reader language has no title', async () => {
    showAgenda([mbalax, book], { lang: 'es' });
    expect((await screen.findByRole('link', { name: 'Mbalax night' })).getAttribute('lang')).toBe('en');
    // Neither Spanish nor English: the first language the organiser wrote.
    expect(screen.getByRole('link', { name: 'معرض الكتاب في الرباط' }).getAttribute('lang')).toBe('ar');
  });

  it('groups events by day, soonest first, with times, places and category links in French', async () => {
    showAgenda([book, mbalax, talk], { lang: 'fr' });
    const tuesday = await day(/mardi 2 juin/);
    const items = within(tuesday).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Salon du livre de Rabat',
      'Nuit du mbalax',
    ]);
    expect(items[1]?.textContent).toMatch(/18:00\s–\s20:30\sUTC/);
    expect(items[1]?.textContent).toContain('Dakar');
    expect(
      within(items[1]!)
        .getByRole('link', { name: /Musique/ })
        .getAttribute('href'),
    ).toBe('/events/category/music');
    const friday = await day(/vendredi 5 juin/);
    expect(friday?.textContent).toContain('En ligne');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });

  it('writes days and times in Arabic', async () => {
    showAgenda([mbalax], { lang: 'ar' });
    const tuesday = await day(/الثلاثاء/);
    expect(tuesday?.textContent).toMatch(/2 يونيو/);
    // 18:00 is 6 in the evening (م), and the title falls back to English.
    expect(tuesday?.textContent).toMatch(/6:00.*8:30\s*م/);
    expect(within(tuesday).getByRole('link', { name: 'Mbalax night' })).toBeTruthy();
    expect(within(tuesday).getByRole('link', { name: /موسيقى/ })).toBeTruthy();
  });

  it('marks the category being shown and offers the others', async () => {
    showAgenda([mbalax], { category: 'music' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Upcoming events: Music' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Event categories' });
    expect(within(nav).getByRole('link', { name: 'Music (1)' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Health (1)' }).getAttribute('href')).toBe(
      '/events/category/health',
    );
  });

  it('says when nothing is coming, and points from an empty category to every event', async () => {
    showAgenda([]);
    expect(await screen.findByText('No upcoming events yet.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'See all events' })).toBeNull();
  });

  it('says when a category has nothing coming', async () => {
    showAgenda([], { category: 'sport', lang: 'fr' });
    expect(await screen.findByText('Aucun événement à venir dans cette catégorie.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir tous les événements' }).getAttribute('href')).toBe(
      '/events',
    );
  });
});
