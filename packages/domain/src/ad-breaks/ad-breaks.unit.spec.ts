import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../core/decider-specification.ts';
import type { UploadedFile } from '../rules/uploads.ts';
import type { AdBreakEvent } from './ad-breaks.ts';
import { AD_SKIP_AFTER_SECONDS } from './ad-breaks.ts';
import { adBreakFor, adBreakKindOf, seesAdBreaks } from './choice.ts';
import { adBreakDecider, type PublishAdBreak } from './decide.ts';

const spec = deciderSpecification(adBreakDecider);
const now = '2026-11-26T09:00:00.000Z';
const admin = 'admin-1';

const videoFile: UploadedFile = {
  uploadId: 'upload-1',
  uploaderId: admin,
  kind: 'video',
  url: '/api/media/video/admin-1/ad.mp4',
  sizeBytes: 120_000,
  durationSeconds: 12,
};
const audioFile: UploadedFile = {
  uploadId: 'upload-2',
  uploaderId: 'author-9',
  kind: 'audio',
  url: '/api/media/audio/author-9/tone.mp3',
  sizeBytes: 40_000,
  durationSeconds: 8,
};

const publish = (data: Partial<PublishAdBreak['data']> = {}, actorId = admin): PublishAdBreak => ({
  type: 'PublishAdBreak',
  data: {
    adId: 'ad-1',
    title: 'Afrimedia Premium',
    mediaKind: 'video',
    media: videoFile,
    actorIsAdmin: true,
    ...data,
  },
  metadata: { now, actorId },
});
const withdraw = (actorIsAdmin = true) => ({
  type: 'WithdrawAdBreak' as const,
  data: { adId: 'ad-1', actorIsAdmin },
  metadata: { now, actorId: admin },
});

const published: AdBreakEvent = {
  type: 'AdBreakPublished',
  data: {
    adId: 'ad-1',
    title: 'Afrimedia Premium',
    mediaKind: 'video',
    media: { uploadId: 'upload-1', url: videoFile.url, sizeBytes: 120_000, durationSeconds: 12 },
    publishedAt: '2026-11-20T00:00:00.000Z',
  },
};

describe('publishing an ad break', () => {
  it('publishes a video ad playing the uploaded file, with its link', () => {
    spec
      .given([])
      .when(publish({ title: '  Afrimedia Premium ', link: 'https://afrimedia.test/premium' }))
      .then([
        {
          type: 'AdBreakPublished',
          data: { ...published.data, link: 'https://afrimedia.test/premium', publishedAt: now },
        },
      ]);
  });

  it("publishes an audio ad of a file someone else uploaded: the platform team may use anyone's", () => {
    spec
      .given([])
      .when(publish({ mediaKind: 'audio', media: audioFile }))
      .then([
        {
          type: 'AdBreakPublished',
          data: {
            adId: 'ad-1',
            title: 'Afrimedia Premium',
            mediaKind: 'audio',
            media: { uploadId: 'upload-2', url: audioFile.url, sizeBytes: 40_000, durationSeconds: 8 },
            publishedAt: now,
          },
        },
      ]);
  });

  it('is for the platform team only', () => {
    spec
      .given([])
      .when(publish({ actorIsAdmin: false }, 'reader-1'))
      .thenRejects('FORBIDDEN');
  });

  it('refuses a file of the other kind', () => {
    spec
      .given([])
      .when(publish({ mediaKind: 'audio' }))
      .thenRejects('WRONG_FILE_TYPE', 'media');
    spec
      .given([])
      .when(publish({ media: { ...videoFile, kind: 'image', widthPx: 1200 } }))
      .thenRejects('WRONG_FILE_TYPE', 'media');
  });

  it('refuses a video over the length videos may have', () => {
    spec
      .given([])
      .when(publish({ media: { ...videoFile, durationSeconds: 300 } }))
      .thenRejects('FILE_TOO_LONG', 'media');
  });

  it.each(['', '   '])('refuses the empty title %j', (title) => {
    spec.given([]).when(publish({ title })).thenRejects('NAME_REQUIRED', 'title');
  });

  it('refuses markup in the title', () => {
    spec
      .given([])
      .when(publish({ title: '<b>Buy</b>' }))
      .thenRejects('PLAIN_TEXT_ONLY', 'title');
  });

  it('takes a page of the site by its path as the link', () => {
    spec
      .given([])
      .when(publish({ link: '/profile?t=1' }))
      .then([
        { type: 'AdBreakPublished', data: { ...published.data, link: '/profile?t=1', publishedAt: now } },
      ]);
  });

  it.each([
    'javascript:alert(1)',
    'mailto:team@afrimedia.test',
    '//evil.test',
    '/\\evil.test',
    'https://a b.test',
  ])('refuses the link %j', (link) => {
    spec.given([]).when(publish({ link })).thenRejects('UNSAFE_LINK', 'link');
  });

  it('publishes an ad once', () => {
    spec.given([published]).when(publish()).thenRejects('ALREADY_EXISTS');
  });
});

describe('withdrawing an ad break', () => {
  it('withdraws an active ad', () => {
    spec
      .given([published])
      .when(withdraw())
      .then([{ type: 'AdBreakWithdrawn', data: { adId: 'ad-1', withdrawnAt: now } }]);
  });

  it('appends nothing for an ad withdrawn already', () => {
    spec
      .given([published, { type: 'AdBreakWithdrawn', data: { adId: 'ad-1', withdrawnAt: now } }])
      .when(withdraw())
      .then([]);
  });

  it('refuses an ad never published, and anyone but the platform team', () => {
    spec.given([]).when(withdraw()).thenRejects('NOT_FOUND');
    spec.given([published]).when(withdraw(false)).thenRejects('FORBIDDEN');
  });
});

describe('who sees which ad', () => {
  const at = new Date('2026-11-26T09:00:00.000Z');
  const account = (subscription_id: string | null, subscription_end: string | null) => ({
    subscription_id,
    subscription_end,
  });

  it('plays for visitors, free readers and Basic subscribers, never for Premium', () => {
    expect(seesAdBreaks(undefined, at)).toBe(true);
    expect(seesAdBreaks(account(null, null), at)).toBe(true);
    expect(seesAdBreaks(account('basic-month', '2026-12-01T00:00:00.000Z'), at)).toBe(true);
    expect(seesAdBreaks(account('premium-month', '2026-12-01T00:00:00.000Z'), at)).toBe(false);
    // A Premium period gone by gives nothing any more.
    expect(seesAdBreaks(account('premium-month', '2026-11-01T00:00:00.000Z'), at)).toBe(true);
  });

  it('plays a video ad before videos, an audio ad before podcasts, nothing before articles', () => {
    expect([adBreakKindOf('video'), adBreakKindOf('podcast'), adBreakKindOf('article')]).toEqual([
      'video',
      'audio',
      undefined,
    ]);
  });

  it('lets readers skip after five seconds', () => {
    expect(AD_SKIP_AFTER_SECONDS).toBe(5);
  });

  it('picks one ad per content and day, whatever order the ads come in', () => {
    const ads = ['ad-a', 'ad-b', 'ad-c'].map((adId) => ({ adId }));
    const picked = adBreakFor(ads, 'content-1', at);
    expect(adBreakFor([...ads].reverse(), 'content-1', new Date('2026-11-26T23:59:59.000Z'))).toEqual(picked);
    expect(adBreakFor([], 'content-1', at)).toBeUndefined();
    expect(adBreakFor([{ adId: 'only' }], 'content-1', at)).toEqual({ adId: 'only' });
  });

  it('gives every ad its turn across contents and days', () => {
    const ads = ['ad-a', 'ad-b', 'ad-c'].map((adId) => ({ adId }));
    const shown = new Set<string>();
    for (let day = 1; day <= 20; day += 1)
      shown.add(adBreakFor(ads, 'content-1', new Date(Date.UTC(2026, 10, day)))!.adId);
    expect([...shown].sort()).toEqual(['ad-a', 'ad-b', 'ad-c']);
  });
});
