import { randomUUID } from 'node:crypto';
import { bodyFromPlainText, subscriptionDecider, subscriptionStream } from '@afrimedia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedArticle } from '../../testing/published-article.ts';
import { startTestApi, type TestApi, type TestUser } from '../../testing/test-api.ts';

interface ContentAnswer {
  content: {
    id: string;
    body: unknown[] | null;
    stream_url: string | null;
    meter?: { limit: number; used: number; left: number };
    locked?: boolean;
  };
}

const NOVEMBER = new Date('2026-11-10T12:00:00.000Z');
const DECEMBER = new Date('2026-12-01T00:00:00.000Z');

/** Freemium (spec §9): five free readings a calendar month, counted by the API as each content is answered. */
describe('pages: the freemium reading meter', () => {
  let api: TestApi;
  let admin: TestUser;
  let author: TestUser;
  const slugs: string[] = [];

  const read = async (slug: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${api.url}/api/pages/content/${slug}`, { headers });
    expect(response.status).toBe(200);
    return { response, answer: (await response.json()) as ContentAnswer };
  };
  const meterOf = async (slug: string, headers: Record<string, string> = {}) => {
    const { content } = (await read(slug, headers)).answer;
    return { ...content.meter, locked: content.locked };
  };
  const device = () => ({ 'device-id': randomUUID() });
  const configure = async (appAccess: string) => {
    const response = await api.call('PUT', '/admin/configuration/site', admin, {
      appAccess,
      availableLanguages: ['en', 'fr', 'ar', 'es'],
      defaultLanguage: 'en',
    });
    expect(response.status).toBe(200);
  };
  const post = (path: string, body: unknown, headers: Record<string, string>) =>
    fetch(`${api.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const register = async (email: string, headers: Record<string, string>) => {
    const response = await post(
      '/auth/register',
      {
        email,
        password: 'Str0ng-Passw0rd',
        terms_accepted: true,
        profile: { first_name: 'Awa', last_name: 'Diop', country: 'SN' },
      },
      headers,
    );
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const login = async (email: string, headers: Record<string, string>) => {
    const response = await post('/auth/login', { email, password: 'Str0ng-Passw0rd' }, headers);
    expect(response.status).toBe(200);
    return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
  };

  beforeAll(async () => {
    api = await startTestApi('reading_meter');
    api.setNow(NOVEMBER);
    admin = await api.newUser({ role: 'admin' });
    author = await api.newUser({ role: 'owner' });
    const body = bodyFromPlainText(
      'The teaser paragraph.\n\nThe rest, for readers with a free reading left.',
    );
    for (let index = 0; index < 7; index += 1)
      slugs.push((await publishedArticle(api, author.userId, { body })).slug);
    await configure('freemium');
  });
  afterAll(() => api.close());

  it('gives a visitor five readings, then the first block alone, privately and never from a shared cache', async () => {
    const visitor = device();
    for (const [index, slug] of slugs.slice(0, 5).entries())
      expect(await meterOf(slug, visitor)).toEqual({
        limit: 5,
        used: index + 1,
        left: 4 - index,
        locked: false,
      });
    const { response, answer } = await read(slugs[5]!, visitor);
    expect(answer.content).toMatchObject({
      meter: { limit: 5, used: 5, left: 0 },
      locked: true,
      stream_url: null,
    });
    expect(answer.content.body).toHaveLength(1);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('cache-control')).not.toMatch(/public/);
    // A content counted this month opens again in full.
    const again = await read(slugs[0]!, visitor);
    expect(again.answer.content).toMatchObject({ locked: false, meter: { used: 5, left: 0 } });
    expect(again.answer.content.body).toHaveLength(2);
    // Another visitor's meter is their own, and no tag of the first visitor's answer passes for theirs.
    const other = await read(slugs[5]!, { ...device(), 'if-none-match': response.headers.get('etag') ?? '' });
    expect(other.answer.content).toMatchObject({ locked: false, meter: { used: 1, left: 4 } });
  });

  it('costs one reading however often the same content is opened in the month', async () => {
    const visitor = device();
    await meterOf(slugs[0]!, visitor);
    await meterOf(slugs[0]!, visitor);
    expect(await meterOf(slugs[0]!, visitor)).toEqual({ limit: 5, used: 1, left: 4, locked: false });
  });

  it('opens no more than five contents to a client that sends one Idempotency-Key with every call', async () => {
    const visitor = { ...device(), 'idempotency-key': `meter-${randomUUID()}` };
    const told = [];
    for (const slug of slugs.slice(0, 6)) told.push(await meterOf(slug, visitor));
    expect(told.filter((meter) => meter.locked === false).length).toBeLessThanOrEqual(5);
    expect(told.at(-1)).toMatchObject({ locked: true });
  });

  it('gives a visitor without a device id nothing to count, so the teaser', async () => {
    expect(await meterOf(slugs[0]!)).toEqual({ limit: 5, used: 5, left: 0, locked: true });
    expect(await meterOf(slugs[0]!, { 'device-id': 'x' })).toMatchObject({ locked: true });
  });

  it("carries a device's readings into the account registered on it, and on into each sign-in", async () => {
    const phone = device();
    for (const slug of slugs.slice(0, 3)) await meterOf(slug, phone);
    const email = `meter-${randomUUID().slice(0, 8)}@example.org`;
    const userId = await register(email, phone);
    // Signed in on another device with fresh cookies: the account remembers the three readings.
    const session = await api.signIn(userId);
    expect(await meterOf(slugs[0]!, { ...session, ...device() })).toEqual({
      limit: 5,
      used: 3,
      left: 2,
      locked: false,
    });
    // Signed out, the same person reads two others on a laptop; signing in there merges them, each content once.
    const laptop = device();
    for (const slug of [slugs[3]!, slugs[0]!]) await meterOf(slug, laptop);
    const signedIn = await login(email, laptop);
    expect(await meterOf(slugs[1]!, signedIn)).toEqual({ limit: 5, used: 4, left: 1, locked: false });
    expect(await meterOf(slugs[4]!, signedIn)).toMatchObject({ used: 5, left: 0, locked: false });
    expect(await meterOf(slugs[5]!, signedIn)).toMatchObject({ used: 5, left: 0, locked: true });
  });

  it('never meters a subscriber nor the content’s author, whose answers keep their caching', async () => {
    const subscriber = await api.newUser();
    const run = (command: Parameters<TestApi['run']>[3]) =>
      api.run(
        subscriptionStream(subscriber.userId),
        subscriptionDecider,
        subscriber.userId,
        command as never,
      );
    await run({
      type: 'RequestSubscription',
      data: {
        userId: subscriber.userId,
        subscriptionId: 's1',
        plan: 'basic',
        period: 'month',
        amountCents: 500,
      },
    });
    await run({
      type: 'ActivateSubscription',
      data: { subscriptionId: 's1', paymentId: 'p1', periodEnd: '2026-12-10T12:00:00.000Z' },
    });
    for (const slug of slugs) {
      const { response, answer } = await read(slug, { ...subscriber.auth, ...device() });
      expect(answer.content.meter).toBeUndefined();
      expect(answer.content.locked).toBeUndefined();
      expect(response.headers.get('cache-control')).toBe('private, max-age=0, must-revalidate');
    }
    for (const slug of slugs) expect((await read(slug, author.auth)).answer.content.meter).toBeUndefined();
  });

  it('starts every reader afresh on the first of the month (UTC)', async () => {
    const visitor = device();
    for (const slug of slugs.slice(0, 5)) await meterOf(slug, visitor);
    expect(await meterOf(slugs[5]!, visitor)).toMatchObject({ locked: true });
    api.setNow(DECEMBER);
    try {
      expect(await meterOf(slugs[5]!, visitor)).toEqual({ limit: 5, used: 1, left: 4, locked: false });
    } finally {
      api.setNow(NOVEMBER);
    }
  });

  it('meters nobody once the team sets the site free again, with no restart', async () => {
    await configure('free');
    try {
      const { response, answer } = await read(slugs[6]!, device());
      expect(answer.content.meter).toBeUndefined();
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      expect(response.headers.get('etag')).toMatch(/^W\/"[\w-]+"$/);
    } finally {
      await configure('freemium');
    }
  });
});
