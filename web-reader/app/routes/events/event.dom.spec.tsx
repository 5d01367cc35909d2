import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { Language } from '@afrimedia/i18n';
import { renderRoutes } from '../../testing/render-route.tsx';
import { testRootData, testUser } from '../../testing/root-data.ts';
import Event from './event.tsx';
import { eventFacts } from './event-dates.server.ts';
import type { AgendaEvent } from './event-title.ts';
import MyEvents from './my-events.tsx';
import { testEvent } from './test-event.ts';

function showEvent(event: AgendaEvent, lang: Language = 'en') {
  const loader = () => eventFacts(lang, event);
  renderRoutes([{ path: '/events/:slug', Component: Event as ComponentType, loader }], {
    url: `/events/${event.slug}`,
    root: testRootData({}, lang),
  });
}

const term = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

describe('an event (/events/{slug})', () => {
  it('shows the title, the whole span with its year, the place with its country and the category', async () => {
    showEvent(testEvent(), 'fr');
    const title = await screen.findByRole('heading', { level: 1, name: 'Nuit du mbalax' });
    expect(title.getAttribute('lang')).toBe('fr');
    expect(title.getAttribute('dir')).toBe('auto');
    expect(term('Quand')).toMatch(/mardi 2 juin 2026.*18:00.*20:30\sUTC/);
    expect(term('Où')).toBe('Dakar, Sénégal');
    expect(screen.getByRole('link', { name: 'Musique' }).getAttribute('href')).toBe('/events/category/music');
  });

  it('says an event without a venue is online, in Arabic', async () => {
    showEvent(testEvent({ place: null, online: true, country: null }), 'ar');
    await screen.findByRole('heading', { level: 1, name: 'Mbalax night' });
    expect(term('المكان')).toBe('عبر الإنترنت');
    expect(term('الموعد')).toMatch(/الثلاثاء، 2 يونيو 2026/);
  });

  it('keeps a Latin venue in its place in an Arabic line, with the Arabic separator', async () => {
    showEvent(testEvent({ place: 'Rabat', online: true, country: 'ma' }), 'ar');
    await screen.findByRole('heading', { level: 1 });
    expect(term('المكان')).toBe('Rabat وعبر الإنترنت، المغرب');
    expect(screen.getByText('Rabat', { selector: 'bdi' })).toBeTruthy();
  });
});

describe('my events (/events/myEvents)', () => {
  it('tells a signed-in reader that saving events is not available yet, and offers the agenda', async () => {
    renderRoutes([{ path: '/events/myEvents', Component: MyEvents, loader: () => null }], {
      url: '/events/myEvents',
      root: testRootData({ user: testUser() }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My events' })).toBeTruthy();
    expect(screen.getByText(/Saving events is not available yet/)).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse upcoming events' }).getAttribute('href')).toBe('/events');
  });
});
