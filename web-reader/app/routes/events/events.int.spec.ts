import { publishing, type TestApi } from '@afrimedia/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReaderUnderTest } from '../../../testing/reader-under-test.ts';

let api: TestApi;
let cookie: string;

const page = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${api.url}${path}`, { headers, redirect: 'manual' });
const html = async (path: string, headers: Record<string, string> = {}) => {
  const response = await page(path, headers);
  expect(response.status).toBe(200);
  return response.text();
};

beforeAll(async () => {
  api = await startReaderUnderTest('reader-events');
  // The API's clock starts on Monday 1 June 2026 at 08:00 UTC and moves a minute per command.
  const make = publishing(api);
  const organiser = await api.newUser({ role: 'owner' });
  await make.agendaEvent(organiser.userId, {
    slug: 'summit',
    title: 'Tech summit',
    category: 'tech',
    startsInHours: 50,
    hours: 30,
  });
  await make.agendaEvent(organiser.userId, {
    slug: 'festival',
    title: 'Dakar festival',
    category: 'music',
    startsInHours: 30,
  });
  await make.agendaEvent(organiser.userId, {
    slug: 'yesterday',
    title: 'Concert already over',
    category: 'music',
    startsInHours: -30,
  });
  const cancelled = await make.agendaEvent(organiser.userId, {
    slug: 'called-off',
    title: 'Show called off',
    category: 'music',
    startsInHours: 10,
  });
  await make.cancelEvent(organiser.userId, cancelled);
  const reader = await api.newUser();
  cookie = `token=${encodeURIComponent(JSON.stringify({ token: reader.token, type: 'bearer', refreshToken: 'x' }))}`;
});
afterAll(() => api.close());

describe('the agenda in the first HTML', () => {
  it('lists the events not over yet, soonest first, and leaves out past and cancelled ones', async () => {
    const body = await html('/events');
    expect(body).toContain('<h1>Upcoming events</h1>');
    const festival = body.indexOf('Dakar festival');
    expect(festival).toBeGreaterThan(0);
    expect(body.indexOf('Tech summit')).toBeGreaterThan(festival);
    expect(body).not.toContain('Concert already over');
    expect(body).not.toContain('Show called off');
    expect(body).toContain('href="/events/festival"');
    expect(body).toContain('href="/events/category/music"');
  });

  it("titles events in the reader's language and writes its dates", async () => {
    const body = await html('/events?lang=fr');
    expect(body).toContain('Dakar festival (fr)');
    expect(body).toMatch(/mardi 2 juin/);
  });

  it('narrows to one category, and answers 404 for a category that cannot exist', async () => {
    const body = await html('/events/category/music');
    expect(body).toContain('Dakar festival');
    expect(body).not.toContain('Tech summit');
    expect(await html('/events/category')).toContain('Tech summit');
    expect((await page('/events/category/-bad-')).status).toBe(404);
  });
});

describe('one event', () => {
  it('renders its page with title and description meta', async () => {
    const body = await html('/events/festival');
    expect(body).toMatch(/<h1 dir="auto" lang="en">Dakar festival<\/h1>/);
    expect(body).toContain('<title>Dakar festival · Afrimedia</title>');
    expect(body).toMatch(/<meta name="description" content="Tuesday, June 2, 2026[^"]*Dakar"/);
  });

  it('answers 404 for an unknown or cancelled event', async () => {
    for (const slug of ['no-such-event', 'called-off']) {
      const response = await page(`/events/${slug}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('This page could not be found');
    }
  });
});

describe('my events', () => {
  it('sends a visitor to sign in, and back here afterwards', async () => {
    const response = await page('/events/myEvents');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?returnTo=/events/myEvents');
  });

  it('tells a signed-in reader that saving events is not available yet', async () => {
    const body = await html('/events/myEvents', { cookie });
    expect(body).toContain('<h1>My events</h1>');
    expect(body).toContain('Saving events is not available yet.');
  });
});

describe('the broadcast guide', () => {
  it('renders seven days from today, today marked, events under their day', async () => {
    const body = await html('/epg');
    const days = body.match(/<th scope="col"[^>]*><(?:span|time)[^]*?<\/th>/g) ?? [];
    expect(days).toHaveLength(7);
    expect(days[0]).toContain('aria-current="date"');
    expect(days[0]).toMatch(/datetime="2026-06-01"/i);
    expect(days[6]).toMatch(/datetime="2026-06-07"/i);
    expect(body.match(/aria-current="date"/g)).toHaveLength(1);
    expect(body).toContain('Dakar festival');
    // The 30-hour summit runs from Wednesday into Thursday: it shows on both days.
    expect(body.match(/>Tech summit</g)).toHaveLength(2);
  });
});
