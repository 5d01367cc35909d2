import { QUALIFIED_READ_SECONDS } from '@afrimedia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedArticle } from '../../testing/published-article.ts';
import { startTestApi, type TestApi, type TestUser } from '../../testing/test-api.ts';
import { PAID_ATTEMPTS_PER_READER } from './reader-facts.ts';

const BROWSER =
  'Mozilla/5.0 (Linux; Android 13; TECNO KI5k) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** The view of every case; its read comes `QUALIFIED_READ_SECONDS` later on the fake clock. */
const VIEWED_AT = Date.parse('2026-11-25T09:00:00Z');
const READ_AT = VIEWED_AT + QUALIFIED_READ_SECONDS * 1_000;

interface Caller {
  readonly user?: TestUser;
  readonly device?: string;
  readonly agent?: string;
}

describe('paid reads and clicks', () => {
  let api: TestApi;
  let author: TestUser;
  let reader: TestUser;
  let contentId: string;

  beforeAll(async () => {
    api = await startTestApi('paid-reads');
    api.setNow(new Date(VIEWED_AT));
    author = await api.newUser({ role: 'owner' });
    reader = await api.newUser();
    ({ contentId } = await publishedArticle(api, author.userId));
  });
  afterAll(() => api.close());

  const post = (path: string, body: unknown, { user, device, agent = BROWSER }: Caller) =>
    fetch(`${api.url}/api${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': agent,
        ...(device ? { 'device-id': device } : {}),
        ...(user?.auth ?? {}),
      },
      body: JSON.stringify(body),
    });

  const eventCount = async () => (await api.events()).length;
  /** The engagement events appended since `count`, each as its type and payload. */
  const appendedSince = async (count: number) =>
    (await api.events())
      .slice(count)
      .map(({ type, data }) => ({ type, data: data as Record<string, unknown> }));

  async function view(caller: Caller, at = VIEWED_AT, via?: 'list' | 'share') {
    api.setNow(new Date(at));
    const response = await post('/actions/view', { contentId, ...(via ? { via } : {}) }, caller);
    expect(response.status).toBe(200);
  }

  /** A read report; whatever is decided, the answer is the same 202. */
  async function read(caller: Caller, seconds: number, at = READ_AT) {
    api.setNow(new Date(at));
    const response = await post('/actions/read', { contentId, seconds }, caller);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ ok: true });
  }

  it('pays a reader the first read of the day that stayed 30 s, citing its view; a second that day is refused', async () => {
    const before = await eventCount();
    await view({ user: reader });
    await read({ user: reader }, QUALIFIED_READ_SECONDS);
    await read({ user: reader }, QUALIFIED_READ_SECONDS + 30, READ_AT + 30_000);
    const [viewed, qualified, again, ...rest] = await appendedSince(before);
    expect(rest).toEqual([]);
    expect(viewed).toMatchObject({ type: 'ContentViewed', data: { readerId: reader.userId, contentId } });
    const { viewId } = viewed?.data ?? {};
    expect(viewId).toEqual(expect.any(String));
    expect(qualified).toEqual({
      type: 'ContentReadQualified',
      data: {
        readerId: reader.userId,
        contentId,
        authorId: author.userId,
        viewId,
        seconds: QUALIFIED_READ_SECONDS,
        at: new Date(READ_AT).toISOString(),
      },
    });
    expect(again).toMatchObject({ type: 'ContentReadRefused', data: { viewId, reason: 'already-today' } });
  });

  /** The refusal a read of `caller` got, after a view unless `viewed` is false. */
  async function refusalOf(caller: Caller, seconds = QUALIFIED_READ_SECONDS, viewed = true) {
    const before = await eventCount();
    if (viewed) await view(caller);
    await read(caller, seconds);
    const refused = (await appendedSince(before)).filter((event) => event.type !== 'ContentViewed');
    expect(refused).toHaveLength(1);
    expect(refused[0]?.type).toBe('ContentReadRefused');
    return refused[0]?.data.reason;
  }

  it('refuses a read too short, one without a view, and one with a view less than its seconds ago', async () => {
    expect(await refusalOf({ device: 'phone-short' }, QUALIFIED_READ_SECONDS - 1)).toBe('too-short');
    expect(await refusalOf({ device: 'phone-unseen' }, QUALIFIED_READ_SECONDS, false)).toBe('no-view');
    expect(await refusalOf({ device: 'phone-fast' }, QUALIFIED_READ_SECONDS + 10)).toBe('too-short');
  });

  it("refuses the author's own read, a read on one of the author's devices, and a bot's", async () => {
    expect(await refusalOf({ user: author })).toBe('own-content');
    await api.deps.sessions.start(author.userId, { deviceId: 'authors-phone' }, new Date(VIEWED_AT));
    expect(await refusalOf({ device: 'authors-phone' })).toBe('authors-device');
    expect(await refusalOf({ device: 'crawler', agent: GOOGLEBOT })).toBe('bot');
    expect(await refusalOf({ device: 'no-agent', agent: '' })).toBe('bot');
  });

  it('refuses the reads of a reader past its hourly rate, whatever else they hold', async () => {
    const caller = { device: 'replaying-script' };
    for (let attempt = 0; attempt < PAID_ATTEMPTS_PER_READER; attempt += 1) {
      await read(caller, QUALIFIED_READ_SECONDS);
    }
    expect(await refusalOf(caller)).toBe('rate-limited');
    // Another phone behind the same address is still paid for: the address's own rate is far higher.
    const before = await eventCount();
    await view({ device: 'phone-on-the-same-network' });
    await read({ device: 'phone-on-the-same-network' }, QUALIFIED_READ_SECONDS);
    expect((await appendedSince(before)).map((event) => event.type)).toEqual([
      'ContentViewed',
      'ContentReadQualified',
    ]);
  });

  it('counts a click from a list or a shared link once a day, and none for a bot', async () => {
    const caller = { device: 'phone-from-list' };
    const before = await eventCount();
    await view(caller, VIEWED_AT, 'list');
    await view(caller, VIEWED_AT + 60_000, 'share');
    await view({ device: 'crawler-2', agent: GOOGLEBOT }, VIEWED_AT, 'share');
    const appended = await appendedSince(before);
    expect(appended.map((event) => event.type)).toEqual([
      'ContentViewed',
      'ContentClicked',
      'ContentViewed',
      'ContentViewed',
    ]);
    expect(appended[1]?.data).toEqual({
      readerId: 'device-phone-from-list',
      contentId,
      authorId: author.userId,
      viewId: appended[0]?.data.viewId,
      via: 'list',
      at: new Date(VIEWED_AT).toISOString(),
    });
  });

  it('refuses hostile bodies with 400 and the spec message, appending nothing', async () => {
    const before = await eventCount();
    const caller = { device: 'hostile' };
    for (const [path, body, field] of [
      ['/actions/read', { contentId, seconds: -1 }, 'seconds'],
      ['/actions/read', { contentId, seconds: 30.5 }, 'seconds'],
      ['/actions/read', { contentId, seconds: '30' }, 'seconds'],
      ['/actions/read', { contentId, seconds: 86_401 }, 'seconds'],
      ['/actions/read', { contentId, seconds: null }, 'seconds'],
      ['/actions/read', { contentId }, 'seconds'],
      ['/actions/view', { contentId, via: 'email' }, 'via'],
      ['/actions/view', { contentId, via: ['list'] }, 'via'],
    ] as const) {
      const response = await post(path, body, caller);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({
        error: 'FIELDS_REQUIRED: You must fill all the fields',
        field,
      });
    }
    const unknown = await post('/actions/read', { contentId: 'nope', seconds: 30 }, caller);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'CONTENT_NOT_FOUND: Content not found' });
    expect(await appendedSince(before)).toEqual([]);
  });
});
