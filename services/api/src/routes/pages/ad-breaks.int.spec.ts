import { randomUUID } from 'node:crypto';
import {
  adBreakDecider,
  adBreakStream,
  contentDecider,
  contentStream,
  reservations,
  subscriptionDecider,
  subscriptionStream,
  SYSTEM_ACTOR,
  type AdBreakKind,
  type Plan,
} from '@afrimedia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedArticle } from '../../testing/published-article.ts';
import { startTestApi, type TestApi, type TestUser } from '../../testing/test-api.ts';

interface AdBreakAnswer {
  id: string;
  kind: AdBreakKind;
  title: string;
  src: string;
  link: string | null;
  skip_after_seconds: number;
}

const NOW = new Date('2026-11-26T12:00:00.000Z');
const IN_A_MONTH = '2026-12-26T12:00:00.000Z';

/** Spec §1: house ads play before videos and podcast episodes for every reader without Premium. */
describe('pages: ad breaks before media', () => {
  let api: TestApi;
  let admin: TestUser;
  let author: TestUser;
  let article: string;
  let video: string;
  let podcast: string;
  let basic: TestUser;
  let premium: TestUser;
  const videoAd = randomUUID();
  const audioAd = randomUUID();

  const read = async (slug: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${api.url}/api/pages/content/${slug}`, {
      headers: { 'device-id': randomUUID(), ...headers },
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { ad_break: AdBreakAnswer | null };
    return { response, ad: answer.ad_break };
  };

  const publishAd = (adId: string, kind: AdBreakKind, title: string, link?: string) =>
    api.run(adBreakStream(adId), adBreakDecider, admin.userId, {
      type: 'PublishAdBreak',
      data: {
        adId,
        title,
        mediaKind: kind,
        media: {
          uploadId: randomUUID(),
          uploaderId: admin.userId,
          kind,
          url: `/api/media/${kind}/${adId}.${kind === 'video' ? 'mp4' : 'mp3'}`,
          sizeBytes: 20_000,
          durationSeconds: 12,
        },
        ...(link ? { link } : {}),
        actorIsAdmin: true,
      },
    });

  /** A published video or podcast of the author's publication, its media encoded. */
  async function publishedMedia(kind: 'video' | 'podcast', publicationId: string): Promise<string> {
    const contentId = randomUUID();
    const slug = `${kind}-${contentId.slice(0, 8)}`;
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
          kind,
          publicationId,
          publicationOwnerId: author.userId,
          authorVerified: true,
          title: kind === 'video' ? 'A masterclass in kora' : 'Talking mbalax',
          slug,
          topics: ['music'],
        },
      },
      [{ ...reservations.contentSlug(slug), conflict: 'SLUG_ALREADY_USED' }],
    );
    await run({
      type: 'UploadMedia',
      data: {
        contentId,
        mediaId: 'm1',
        sourceUrl: `/api/media/${slug}`,
        sizeBytes: 1000,
        durationSeconds: 60,
      },
    });
    await run(
      {
        type: 'CompleteMediaEncoding',
        data: { contentId, mediaId: 'm1', streamUrl: `/api/media/${slug}.web` },
      },
      SYSTEM_ACTOR,
    );
    await run({ type: 'SubmitContent', data: { contentId, publicationValidated: true } });
    return slug;
  }

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

  beforeAll(async () => {
    api = await startTestApi('pages_ad_breaks');
    api.setNow(NOW);
    admin = await api.newUser({ role: 'admin' });
    author = await api.newUser({ role: 'owner' });
    const published = await publishedArticle(api, author.userId);
    article = published.slug;
    video = await publishedMedia('video', published.publicationId);
    podcast = await publishedMedia('podcast', published.publicationId);
    basic = await subscriber('basic');
    premium = await subscriber('premium');
  });
  afterAll(() => api.close());

  it('plays nothing while the team has published no ad', async () => {
    expect((await read(video)).ad).toBeNull();
  });

  it('gives a visitor the video ad before a video, the audio ad before a podcast, none before an article', async () => {
    await publishAd(videoAd, 'video', 'Afrimedia Premium', 'https://afrimedia.test/premium');
    await publishAd(audioAd, 'audio', 'Podcasts on Afrimedia');
    const onVideo = await read(video);
    expect(onVideo.ad).toEqual({
      id: videoAd,
      kind: 'video',
      title: 'Afrimedia Premium',
      src: `/api/media/video/${videoAd}.mp4`,
      link: 'https://afrimedia.test/premium',
      skip_after_seconds: 5,
    });
    // Every visitor gets the same ad the same day: the answer stays one for all of them.
    expect(onVideo.response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect((await read(podcast)).ad).toMatchObject({ id: audioAd, kind: 'audio', link: null });
    expect((await read(article)).ad).toBeNull();
  });

  it('gives a Basic subscriber and a free reader the ad, never a Premium subscriber, each answer private', async () => {
    const free = await api.newUser();
    for (const reader of [basic, free]) {
      const { response, ad } = await read(video, reader.auth);
      expect(ad?.id).toBe(videoAd);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
    for (const slug of [video, podcast]) {
      const { response, ad } = await read(slug, premium.auth);
      expect(ad).toBeNull();
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('gives the ad again once Premium has ended', async () => {
    api.setNow(new Date('2026-12-27T12:00:00.000Z'));
    try {
      // A month on, the access token of before has expired too: a new session.
      expect((await read(video, await api.signIn(premium.userId))).ad?.id).toBe(videoAd);
    } finally {
      api.setNow(NOW);
    }
  });

  it('plays nothing before a content past the free readings, since the content itself does not play', async () => {
    const configure = (appAccess: string) =>
      api.call('PUT', '/admin/configuration/site', admin, {
        appAccess,
        availableLanguages: ['en', 'fr', 'ar', 'es'],
        defaultLanguage: 'en',
      });
    const before = await (await api.call('GET', '/admin/configuration/site', admin)).json();
    expect((await configure('freemium')).status).toBe(200);
    try {
      // A visitor without a device id cannot be counted, so has no free reading: the content is locked.
      const response = await fetch(`${api.url}/api/pages/content/${video}`);
      const answer = (await response.json()) as { content: { locked?: boolean }; ad_break: unknown };
      expect(answer.content.locked).toBe(true);
      expect(answer.ad_break).toBeNull();
      expect((await read(video, basic.auth)).ad?.id).toBe(videoAd);
    } finally {
      expect((await configure((before as { appAccess: string }).appAccess)).status).toBe(200);
    }
  });

  it('serves a withdrawn ad no more, and another of its kind instead', async () => {
    const nextAd = randomUUID();
    await publishAd(nextAd, 'video', 'Our new series');
    await api.run(adBreakStream(videoAd), adBreakDecider, admin.userId, {
      type: 'WithdrawAdBreak',
      data: { adId: videoAd, actorIsAdmin: true },
    });
    expect((await read(video)).ad?.id).toBe(nextAd);
    await api.run(adBreakStream(nextAd), adBreakDecider, admin.userId, {
      type: 'WithdrawAdBreak',
      data: { adId: nextAd, actorIsAdmin: true },
    });
    expect((await read(video)).ad).toBeNull();
    expect((await read(podcast)).ad?.id).toBe(audioAd);
  });
});
