import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { png } from '../../media/fixtures/synthetic-media.ts';
import { publishedArticle } from '../../testing/published-article.ts';
import { startTestApi, type TestApi, type TestUser } from '../../testing/test-api.ts';

describe('reader actions, payments and uploads', () => {
  let api: TestApi;
  let author: TestUser;
  let reader: TestUser;
  let article: { publicationId: string; contentId: string };

  beforeAll(async () => {
    api = await startTestApi('actions');
    author = await api.newUser({ role: 'owner' });
    reader = await api.newUser();
    article = await publishedArticle(api, author.userId);
  });
  afterAll(() => api.close());

  const eventCount = async () => (await api.events()).length;
  const appendedSince = async (count: number) => (await api.events()).slice(count).map((event) => event.type);
  const viewsShown = (views: number) =>
    vi.waitFor(
      async () => {
        const row = await api.db
          .selectFrom('engagement.counts')
          .select('views')
          .where('target_id', '=', article.contentId)
          .executeTakeFirst();
        expect(Number(row?.views)).toBe(views);
      },
      { timeout: 10_000, interval: 20 },
    );

  for (const [name, added, removed] of [
    ['fav', 'Favourited', 'Unfavourited'],
    ['like', 'Liked', 'Unliked'],
  ] as const) {
    it(`${name}: POST turns it on once, DELETE off once; an unknown content is refused`, async () => {
      const path = `/actions/${name}/${article.contentId}`;
      let before = await eventCount();
      const on = await api.call('POST', path, reader, { profile: reader.userId });
      expect(on.status).toBe(200);
      expect(await on.json()).toEqual({ id: article.contentId, active: true, count: 1 });
      expect(await appendedSince(before)).toEqual([added]);

      before = await eventCount();
      const again = await api.call('POST', path, reader, {});
      expect(await again.json()).toMatchObject({ active: true, count: 1 });
      expect(await appendedSince(before)).toEqual([]);

      const off = await api.call('DELETE', path, reader);
      expect(await off.json()).toEqual({ id: article.contentId, active: false, count: 0 });
      expect(await appendedSince(before)).toEqual([removed]);
      before = await eventCount();
      expect((await api.call('DELETE', path, reader)).status).toBe(200);
      expect(await appendedSince(before)).toEqual([]);

      const unknown = await api.call('POST', `/actions/${name}/nope`, reader, {});
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ error: 'CONTENT_NOT_FOUND: Content not found' });
      const visitor = await api.call('POST', path, undefined, {});
      expect(visitor.status).toBe(401);
      expect(await appendedSince(before)).toEqual([]);
    });
  }

  it('follows an author and a publication, and refuses an unknown id', async () => {
    const before = await eventCount();
    const author_ = await api.call('POST', `/actions/follow/${author.userId}`, reader);
    expect(await author_.json()).toEqual({ id: author.userId, active: true, count: 1 });
    const publication = await api.call('POST', `/actions/follow/${article.publicationId}`, reader);
    expect(await publication.json()).toMatchObject({ active: true, count: 1 });
    expect(await appendedSince(before)).toEqual(['AuthorFollowed', 'PublicationFollowed']);
    const unknown = await api.call('POST', '/actions/follow/nobody', reader);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    const off = await api.call('DELETE', `/actions/follow/${author.userId}`, reader);
    expect(await off.json()).toMatchObject({ active: false, count: 0 });
  });

  it('counts shares, from visitors too, and refuses an unlabelled or unknown share', async () => {
    const before = await eventCount();
    const shared = await fetch(`${api.url}/api/actions/share`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'device-id': 'phone-1' },
      body: JSON.stringify({ label: 'whatsapp', contentId: article.contentId }),
    });
    expect(shared.status).toBe(200);
    expect(await shared.json()).toEqual({ shares: 1 });
    expect(await appendedSince(before)).toEqual(['ContentShared']);
    const unlabelled = await api.call('POST', '/actions/share', reader, {
      label: ' ',
      contentId: article.contentId,
    });
    expect(await unlabelled.json()).toMatchObject({ code: 'FIELDS_REQUIRED', field: 'label' });
    const unknown = await api.call('POST', '/actions/share', reader, { label: 'x', contentId: 'nope' });
    expect(unknown.status).toBe(404);
    expect(await appendedSince(before)).toEqual(['ContentShared']);
  });

  it("counts views of a reader and of a visitor's device, and refuses an unknown content", async () => {
    const before = await eventCount();
    const byReader = await api.call('POST', '/actions/view', reader, { contentId: article.contentId });
    expect(await byReader.json()).toEqual({ views: 1 });
    // A view is answered before the read model applies it: the next one counts it once the model has.
    await viewsShown(1);
    const byVisitor = await fetch(`${api.url}/api/actions/view`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'device-id': 'phone-2' },
      body: JSON.stringify({ contentId: article.contentId }),
    });
    expect(await byVisitor.json()).toEqual({ views: 2 });
    const unknown = await api.call('POST', '/actions/view', reader, { contentId: 'nope' });
    expect(unknown.status).toBe(404);
    expect(await appendedSince(before)).toEqual(['ContentViewed', 'ContentViewed']);
  });

  it('takes a report for the platform team; short or missing fields are refused', async () => {
    const before = await eventCount();
    const missing = await api.call('POST', '/actions/report', reader, { link: '/articles/x' });
    expect(await missing.json()).toMatchObject({ error: 'FIELDS_REQUIRED: You must fill all the fields' });
    const short = await api.call('POST', '/actions/report', reader, {
      link: '/articles/x',
      title: 'Spam',
      comment: 'bad',
    });
    expect(await short.json()).toMatchObject({ code: 'TEXT_TOO_SHORT', field: 'comment' });
    expect(await appendedSince(before)).toEqual([]);
    const report = await api.call('POST', '/actions/report', reader, {
      link: '/articles/x',
      title: 'Spam',
      comment: 'This article copies another one word for word.',
    });
    expect(report.status).toBe(201);
    expect(await appendedSince(before)).toEqual(['ContentReported']);
  });

  it("e-mails the followers once per article: a second request is 'Email already send'", async () => {
    const other = await api.newUser({ role: 'owner' });
    const before = await eventCount();
    const notAuthor = await api.call('POST', '/actions/sendEmailToPublicationSubcribers', reader, {
      id: article.contentId,
    });
    expect(await notAuthor.json()).toMatchObject({ error: 'AUTHOR_NOT_VERIFIED: Author not verified' });
    const sent = await api.call('POST', '/actions/sendEmailToPublicationSubcribers', author, {
      id: article.contentId,
    });
    expect(sent.status).toBe(200);
    expect(await appendedSince(before)).toEqual(['FollowersEmailRequested']);
    const again = await api.call('POST', '/actions/sendEmailToPublicationSubcribers', author, {
      id: article.contentId,
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: 'EMAIL_ALREADY_SENT: Email already send' });
    const notTheirs = await api.call('POST', '/actions/sendEmailToPublicationSubcribers', other, {
      id: article.contentId,
    });
    expect(notTheirs.status).toBe(404);
    expect(await notTheirs.json()).toMatchObject({ error: 'CONTENT_NOT_FOUND: Content not found' });
    expect(await appendedSince(before)).toEqual(['FollowersEmailRequested']);
  });

  it("refuses every payment call made for another user's id with 403, storing nothing", async () => {
    const before = await eventCount();
    const other = 'someone-else';
    for (const [method, path, body] of [
      [
        'POST',
        '/payments/stripe/subscriptions/customer',
        {
          user_id: other,
          card_number: '4242424242424242',
          exp_month: 12,
          exp_year: 2040,
          cvc: '123',
          card_owner: 'A',
        },
      ],
      [
        'POST',
        '/payments/stripe/subscriptions/subscription',
        { user_id: other, subscription_id: 'basic-month' },
      ],
      ['DELETE', `/payments/stripe/subscriptions/cancel/${other}/basic-month`, undefined],
    ] as const) {
      const response = await api.call(method, path, reader, body);
      expect(response.status, path).toBe(403);
      expect(await response.json(), path).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await appendedSince(before)).toEqual([]);
  });

  it('uploads an image and serves it by ranges; a narrow thumbnail and a reader video are refused', async () => {
    const upload = (role: string, user: TestUser, bytes: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([bytes]), 'file.bin');
      return fetch(`${api.url}/api/uploads/${role}`, { method: 'POST', headers: user.auth, body: form });
    };
    const bytes = png(700);
    const ok = await upload('thumbnail', reader, bytes);
    expect(ok.status).toBe(201);
    const stored = (await ok.json()) as { url: string; renditions: Array<{ widthPx: number; url: string }> };
    expect(stored).toMatchObject({ contentType: 'image/png', widthPx: 700, sizeBytes: bytes.length });
    const part = await fetch(`${api.url}${stored.url}`, { headers: { range: 'bytes=0-7' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(0, 8))).toBe(true);
    expect(stored.renditions).toEqual(
      [320, 640].map((widthPx) => ({ widthPx, url: `${stored.url}-w${widthPx}.webp` })),
    );
    for (const { widthPx, url } of stored.renditions) {
      const smaller = await fetch(`${api.url}${url}`);
      expect(smaller.headers.get('content-type')).toBe('image/webp');
      expect(await sharp(Buffer.from(await smaller.arrayBuffer())).metadata()).toMatchObject({
        width: widthPx,
      });
    }

    const narrow = await upload('thumbnail', reader, png(599));
    expect(await narrow.json()).toMatchObject({ code: 'IMAGE_TOO_NARROW' });
    const video = await upload('video', reader, deflateSync(Buffer.alloc(10)));
    expect(video.status).toBe(403);
    expect(await video.json()).toMatchObject({ code: 'AUTHOR_NOT_VERIFIED' });
    const badRole = await upload('poster', reader, bytes);
    expect(badRole.status).toBe(400);
  });
});
