import { randomUUID } from 'node:crypto';
import {
  bodyFromPlainText,
  contentDecider,
  contentStream,
  reservations,
  subscriptionDecider,
  subscriptionStream,
  SYSTEM_ACTOR,
  type Plan,
} from '@afrimedia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedArticle } from '../../testing/published-article.ts';
import { articleEdit, articleForm } from '../../testing/studio-forms.ts';
import { startTestApi, type TestApi, type TestUser } from '../../testing/test-api.ts';

interface ContentAnswer {
  content: {
    id: string;
    premium_only: boolean;
    body: unknown[] | null;
    stream_url: string | null;
    data_saver_url: string | null;
    meter?: { limit: number; used: number; left: number };
    locked?: boolean;
  };
}
interface ListAnswer {
  rows: { id: string; premium_only: boolean; stream_url: string | null }[];
}

const NOW = new Date('2026-11-26T12:00:00.000Z');
const IN_A_MONTH = '2026-12-26T12:00:00.000Z';
const STREAM = '/api/media/exclusive-class.mp4';

/** Exclusive contents (spec §1 Premium): read whole by Premium subscribers and their author, teased to the rest. */
describe('pages: Premium-only contents', () => {
  let api: TestApi;
  let admin: TestUser;
  let author: TestUser;
  let exclusive: string;
  let video: { contentId: string; slug: string };
  let open: string;

  const read = async (slug: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${api.url}/api/pages/content/${slug}`, { headers });
    expect(response.status).toBe(200);
    return { response, content: ((await response.json()) as ContentAnswer).content };
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
  /** A reader whose payment for `plan` went through, for a month from NOW. */
  const subscriber = async (plan: Plan) => {
    const reader = await api.newUser();
    const subscriptionId = randomUUID();
    await api.run(subscriptionStream(reader.userId), subscriptionDecider, reader.userId, {
      type: 'RequestSubscription',
      data: { userId: reader.userId, subscriptionId, plan, period: 'month', amountCents: 999 },
    });
    await api.run(subscriptionStream(reader.userId), subscriptionDecider, reader.userId, {
      type: 'ActivateSubscription',
      data: { subscriptionId, paymentId: randomUUID(), periodEnd: IN_A_MONTH },
    });
    return reader;
  };
  const expectTeaser = (content: ContentAnswer['content']) => {
    expect(content).toMatchObject({
      premium_only: true,
      locked: true,
      stream_url: null,
      data_saver_url: null,
    });
    expect(content.meter).toBeUndefined();
    expect(content.body).toHaveLength(1);
  };

  beforeAll(async () => {
    api = await startTestApi('premium_contents');
    api.setNow(NOW);
    admin = await api.newUser({ role: 'admin' });
    author = await api.newUser({ role: 'owner' });
    const body = bodyFromPlainText('The teaser paragraph.\n\nThe rest, for Premium subscribers.');
    ({ slug: exclusive } = await publishedArticle(api, author.userId, { body, premiumOnly: true }));
    ({ slug: open } = await publishedArticle(api, author.userId, { body }));
    const { publicationId } = await publishedArticle(api, author.userId);
    const contentId = randomUUID();
    const slug = `exclusive-class-${contentId.slice(0, 8)}`;
    const run = (command: Parameters<TestApi['run']>[3], actor = author.userId) =>
      api.run(contentStream(contentId), contentDecider, actor, command as never);
    await api.run(
      contentStream(contentId),
      contentDecider,
      author.userId,
      {
        type: 'DraftContent',
        data: {
          contentId,
          kind: 'video',
          publicationId,
          publicationOwnerId: author.userId,
          authorVerified: true,
          title: 'A masterclass in kora',
          slug,
          body: bodyFromPlainText('What the class covers.\n\nThe lesson notes.'),
          topics: ['music'],
          premiumOnly: true,
        },
      },
      [{ ...reservations.contentSlug(slug), conflict: 'SLUG_ALREADY_USED' }],
    );
    await run({
      type: 'UploadMedia',
      data: {
        contentId,
        mediaId: 'm1',
        sourceUrl: '/api/media/source.mp4',
        sizeBytes: 1000,
        durationSeconds: 60,
      },
    });
    await run(
      { type: 'CompleteMediaEncoding', data: { contentId, mediaId: 'm1', streamUrl: STREAM } },
      SYSTEM_ACTOR,
    );
    await run({ type: 'SubmitContent', data: { contentId, publicationValidated: true } });
    video = { contentId, slug };
    await configure('freemium');
  });
  afterAll(() => api.close());

  it('gives a visitor the teaser, nothing to play, and uses none of their free readings', async () => {
    const visitor = device();
    expectTeaser((await read(exclusive, visitor)).content);
    expectTeaser((await read(video.slug, visitor)).content);
    expect((await read(open, visitor)).content).toMatchObject({
      premium_only: false,
      locked: false,
      meter: { used: 1, left: 4 },
    });
    // Nor does a visitor whose client sends no device id, who has no free reading to give, get more or less.
    expectTeaser((await read(exclusive)).content);
  });

  it('keeps it for Premium while the site is free for everything else', async () => {
    await configure('free');
    try {
      expectTeaser((await read(exclusive, device())).content);
      expect((await read(open, device())).content.body).toHaveLength(2);
    } finally {
      await configure('freemium');
    }
  });

  it('gives a Basic subscriber the teaser, privately', async () => {
    const basic = await subscriber('basic');
    const { response, content } = await read(video.slug, basic.auth);
    expectTeaser(content);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    // Basic reads everything else whole and unmetered.
    expect((await read(open, basic.auth)).content.body).toHaveLength(2);
  });

  it('gives a Premium subscriber the whole content and its media, privately and unmetered', async () => {
    const premium = await subscriber('premium');
    const article = await read(exclusive, premium.auth);
    expect(article.content).toMatchObject({ premium_only: true, locked: false });
    expect(article.content.meter).toBeUndefined();
    expect(article.content.body).toHaveLength(2);
    expect(article.response.headers.get('cache-control')).toBe('private, no-store');
    const { content } = await read(video.slug, premium.auth);
    expect(content).toMatchObject({ locked: false, stream_url: STREAM });
    expect(content.body).toHaveLength(2);
  });

  it('gives the teaser again once the Premium period has ended', async () => {
    const premium = await subscriber('premium');
    expect((await read(exclusive, premium.auth)).content.locked).toBe(false);
    api.setNow(new Date(Date.parse(IN_A_MONTH) + 1));
    try {
      expectTeaser((await read(exclusive, await api.signIn(premium.userId))).content);
    } finally {
      api.setNow(NOW);
    }
  });

  it('gives its author the whole content without a subscription, and no other author', async () => {
    const { content } = await read(video.slug, author.auth);
    expect(content).toMatchObject({ locked: false, stream_url: STREAM });
    expect(content.body).toHaveLength(2);
    const other = await api.newUser({ role: 'owner' });
    expectTeaser((await read(video.slug, other.auth)).content);
  });

  it('never lets the public answer, nor its tag, serve the whole content to a reader without Premium', async () => {
    const premium = await subscriber('premium');
    const whole = await read(exclusive, premium.auth);
    expect(whole.content.body).toHaveLength(2);
    const visitor = await read(exclusive);
    expect(visitor.response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(visitor.response.headers.get('vary')).toMatch(/\bAuthorization\b/);
    expect(visitor.response.headers.get('vary')).toMatch(/\bCookie\b/);
    expectTeaser(visitor.content);
    // A shared cache keeps the visitor's public answer only: it is the teaser, and a check of its tag confirms
    // nothing more.
    const tag = visitor.response.headers.get('etag');
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    const check = await fetch(`${api.url}/api/pages/content/${exclusive}`, {
      headers: { 'if-none-match': tag!, 'cache-control': 'max-age=0' },
    });
    expect(check.status).toBe(304);
    // A Premium reader holding that tag is given the whole content, not told the teaser still holds.
    const premiumCheck = await fetch(`${api.url}/api/pages/content/${exclusive}`, {
      headers: { ...premium.auth, 'if-none-match': tag!, 'cache-control': 'max-age=0' },
    });
    expect(premiumCheck.status).toBe(200);
    expect(((await premiumCheck.json()) as ContentAnswer).content.body).toHaveLength(2);
    // Lists are answered alike to everyone: they mark the content and name no media of it.
    const list = await fetch(`${api.url}/api/pages/contents/?type=video&owner=${author.userId}`, {
      headers: premium.auth,
    });
    const rows = ((await list.json()) as ListAnswer).rows;
    expect(rows.find((row) => row.id === video.contentId)).toMatchObject({
      premium_only: true,
      stream_url: null,
    });
  });

  it('lets its author mark a content Premium-only in the studio, and open it to everyone again', async () => {
    const { publicationId } = await publishedArticle(api, author.userId);
    const publication = `publication-${publicationId.slice(0, 8)}`;
    const slug = `studio-exclusive-${randomUUID().slice(0, 8)}`;
    const created = await api.call(
      'POST',
      '/author/contents/video',
      author,
      articleForm(publication, slug, { premium_only: true, action: 'submit' }),
    );
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ slug, status: 'published', premium_only: true });
    expectTeaser((await read(slug, device())).content);
    const studio = await api.call('GET', `/author/contents/${slug}`, author);
    expect(await studio.json()).toMatchObject({ premium_only: true });

    const before = (await api.events()).length;
    const refused = await api.call('PUT', `/author/contents/video/${slug}`, author, {
      ...articleEdit(slug),
      premium_only: 'yes',
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'FIELDS_REQUIRED', field: 'premium_only' });
    expect((await api.events()).length).toBe(before);

    const opened = await api.call('PUT', `/author/contents/video/${slug}`, author, {
      ...articleEdit(slug),
      premium_only: false,
    });
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({ premium_only: false });
    const { content } = await read(slug, device());
    expect(content).toMatchObject({ premium_only: false, locked: false });
  });
});
