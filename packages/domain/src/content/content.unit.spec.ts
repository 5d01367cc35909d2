import { describe, expect, it } from 'vitest';
import type { ArticleBody } from '../article-body/article-body.ts';
import { upcastEvent } from '../catalogue.ts';
import { deciderSpecification } from '../core/decider-specification.ts';
import { MAX_MEDIA_BYTES, MAX_VIDEO_DURATION_SECONDS } from '../rules/uploads.ts';
import {
  contentEventDefinitions,
  type ContentDrafted,
  type ContentEvent,
  type ContentKind,
} from './content.ts';
import { contentDecider, type ContentCommand, type ContentForm } from './decide.ts';

const spec = deciderSpecification(contentDecider);
const now = '2025-06-15T10:00:00.000Z';
const tomorrow = '2025-06-16T10:00:00.000Z';
const contentId = 'article-1';
const ownerId = 'user-7';
const publicationId = 'pub-1';
const asOwner = { now, actorId: ownerId };
const asAdmin = { now, actorId: 'admin-1' };
const asStranger = { now, actorId: 'user-9' };
const asSystem = { now, actorId: 'system' };

const summary = 'Comment les jeunes pousses de Dakar financent leur croissance en 2025.';
const paragraph = (text: string): ArticleBody[number] => ({ type: 'paragraph', children: [{ text }] });
const body: ArticleBody = [paragraph('mot '.repeat(550).trim())];
const form: ContentForm = {
  title: 'Startups à Dakar',
  shortName: { fr: 'Éducation à Dakar', en: 'Education in Dakar' },
  summary,
  body,
  topics: ['startup', 'finance'],
};
// 2,199 characters of text: 2199 / 200 / 5.5 rounds up to 2 minutes.
const fields: Omit<ContentDrafted['data'], 'contentId' | 'kind' | 'ownerId' | 'publicationId' | 'draftedAt'> =
  {
    title: 'Startups à Dakar',
    shortName: { fr: 'Éducation à Dakar', en: 'Education in Dakar' },
    slug: 'education-a-dakar',
    summary,
    body,
    topics: ['startup', 'finance'],
    emailFollowers: false,
    readingTimeMinutes: 2,
  };

const drafted = (
  kind: ContentKind = 'article',
  changes: Partial<ContentDrafted['data']> = {},
): ContentEvent => ({
  type: 'ContentDrafted',
  data: { contentId, kind, ownerId, publicationId, ...fields, ...changes, draftedAt: now },
});
const video = drafted('video', { summary: undefined, body: undefined, readingTimeMinutes: null });
const submitted: ContentEvent = { type: 'ContentSubmitted', data: { contentId, submittedAt: now } };
const published: ContentEvent = { type: 'ContentPublished', data: { contentId, publishedAt: now } };
const scheduled: ContentEvent = {
  type: 'ContentScheduled',
  data: { contentId, publishAt: tomorrow, scheduledAt: now },
};
const archived: ContentEvent = { type: 'ContentArchived', data: { contentId, archivedAt: now } };
const headlineSet: ContentEvent = { type: 'HeadlineSet', data: { contentId, authorId: ownerId, setAt: now } };
const headlineCleared: ContentEvent = { type: 'HeadlineCleared', data: { contentId, clearedAt: now } };
const emailRequested: ContentEvent = {
  type: 'FollowersEmailRequested',
  data: { contentId, publicationId, requestedAt: now },
};
const mediaUploaded: ContentEvent = {
  type: 'MediaUploaded',
  data: {
    contentId,
    mediaId: 'media-1',
    mediaKind: 'video',
    sourceUrl: 'uploads/media-1.mp4',
    sizeBytes: 50_000_000,
    durationSeconds: 240,
    uploadedAt: now,
  },
};
const mediaEncoded: ContentEvent = {
  type: 'MediaEncoded',
  data: { contentId, mediaId: 'media-1', streamUrl: 'hls/media-1.m3u8', encodedAt: now },
};

const draft = (
  changes: Partial<ContentForm> = {},
  facts: { kind?: ContentKind; verified?: boolean; owner?: string; admin?: boolean } = {},
  metadata = asOwner,
): ContentCommand => ({
  type: 'DraftContent',
  data: {
    contentId,
    kind: facts.kind ?? 'article',
    publicationId,
    publicationOwnerId: facts.owner ?? ownerId,
    authorVerified: facts.verified ?? true,
    ...(facts.admin ? { actorIsAdmin: true } : {}),
    ...form,
    ...changes,
  },
  metadata,
});
const edit = (changes: Partial<ContentForm> = {}, metadata = asOwner): ContentCommand => ({
  type: 'EditContent',
  data: { contentId, ...form, ...changes },
  metadata,
});
const submit = (publicationValidated = true, metadata = asOwner): ContentCommand => ({
  type: 'SubmitContent',
  data: { contentId, publicationValidated },
  metadata,
});
const schedule = (publishAt = tomorrow, metadata = asOwner): ContentCommand => ({
  type: 'ScheduleContent',
  data: { contentId, publishAt },
  metadata,
});
const publish = (publicationValidated = true, at = now): ContentCommand => ({
  type: 'PublishContent',
  data: { contentId, publicationValidated },
  metadata: { ...asSystem, now: at },
});
const upload = (sizeBytes: number, durationSeconds?: number, metadata = asOwner): ContentCommand => ({
  type: 'UploadMedia',
  data: {
    contentId,
    mediaId: 'media-1',
    sourceUrl: 'uploads/media-1.mp4',
    sizeBytes,
    ...(durationSeconds === undefined ? {} : { durationSeconds }),
  },
  metadata,
});
const simple = (
  type: 'ArchiveContent' | 'SetHeadline' | 'ClearHeadline' | 'RequestFollowersEmail',
  metadata = asOwner,
) => ({ type, data: { contentId }, metadata }) as ContentCommand;

describe('content: drafting', () => {
  it('drafts an article: slug from the French short name, reading time from the text without its tags', () => {
    spec.given([]).when(draft()).then([drafted()]);
  });

  it('keeps a maturity rating and the countries a content is limited to (geoblocking)', () => {
    spec
      .given([])
      .when(draft({ maturity: '16-age-restriction', availableCountries: ['SN', ' ci '] }))
      .then([drafted('article', { maturity: '16-age-restriction', availableCountries: ['sn', 'ci'] })]);
    spec
      .given([])
      .when(draft({ maturity: 'no-age-restriction', availableCountries: [] }))
      .then([drafted()]);
  });

  it('keeps the Premium-only flag of an article, a video or a podcast, and writes nothing when it is off', () => {
    spec
      .given([])
      .when(draft({ premiumOnly: true }))
      .then([drafted('article', { premiumOnly: true })]);
    const media = { summary: undefined, body: undefined, readingTimeMinutes: null, premiumOnly: true };
    for (const kind of ['video', 'podcast'] as const)
      spec
        .given([])
        .when(draft({ premiumOnly: true, summary: undefined, body: undefined }, { kind }))
        .then([drafted(kind, media)]);
    spec
      .given([])
      .when(draft({ premiumOnly: false }))
      .then([drafted()]);
  });

  it('refuses an unknown maturity rating and a malformed country code', () => {
    spec
      .given([])
      .when(draft({ maturity: 'adults-only' }))
      .thenRejects('FIELDS_REQUIRED', 'maturity');
    spec
      .given([])
      .when(draft({ availableCountries: ['Senegal'] }))
      .thenRejects('WRONG_COUNTRY', 'availableCountries');
  });

  it('derives the slug from the title when there is no French short name, and keeps a typed slug', () => {
    spec
      .given([])
      .when(draft({ shortName: { en: 'Startups' } }))
      .then([drafted('article', { shortName: { en: 'Startups' }, slug: 'startups-a-dakar' })]);
    spec
      .given([])
      .when(draft({ slug: 'startups_2025' }))
      .then([drafted('article', { slug: 'startups_2025' })]);
  });

  it('keeps the optional region and country, used for search', () => {
    spec
      .given([])
      .when(draft({ region: 'west-africa', country: 'senegal' }))
      .then([drafted('article', { region: 'west-africa', country: 'senegal' })]);
  });

  it('a short article reads in at least 1 minute', () => {
    spec
      .given([])
      .when(draft({ body: [paragraph('Court.')] }))
      .then([drafted('article', { body: [paragraph('Court.')], readingTimeMinutes: 1 })]);
  });

  it('a video needs neither summary nor body and has no reading time', () => {
    spec
      .given([])
      .when(draft({ summary: undefined, body: undefined }, { kind: 'video' }))
      .then([video]);
  });

  it('only a verified author writes', () => {
    spec
      .given([])
      .when(draft({}, { verified: false }))
      .thenRejects('AUTHOR_NOT_VERIFIED');
  });

  it('only in a publication of the actor, unless an admin', () => {
    spec
      .given([])
      .when(draft({}, {}, asStranger))
      .thenRejects('FORBIDDEN');
    spec
      .given([])
      .when(draft({}, { admin: true }, asAdmin))
      .then([drafted()]);
  });

  it('requires a title of at least 10 characters', () => {
    spec
      .given([])
      .when(draft({ title: ' ' }))
      .thenRejects('FIELDS_REQUIRED', 'title');
    spec
      .given([])
      .when(draft({ title: 'Startups' }))
      .thenRejects('TEXT_TOO_SHORT', 'title');
  });

  it('requires an article summary of at least 50 characters', () => {
    spec
      .given([])
      .when(draft({ summary: undefined }))
      .thenRejects('SUMMARY_REQUIRED', 'summary');
    spec
      .given([])
      .when(draft({ summary: 'Trop court.' }))
      .thenRejects('TEXT_TOO_SHORT', 'summary');
  });

  it('requires the content of an article', () => {
    spec
      .given([])
      .when(draft({ body: [paragraph('  ')] }))
      .thenRejects('CONTENT_REQUIRED', 'body');
  });

  it('applies the slug and topic rules', () => {
    spec
      .given([])
      .when(draft({ slug: 'a b' }))
      .thenRejects('INVALID_SLUG', 'slug');
    spec
      .given([])
      .when(draft({ slug: '' }))
      .thenRejects('SLUG_REQUIRED', 'slug');
    spec
      .given([])
      .when(draft({ topics: [] }))
      .thenRejects('TOPIC_REQUIRED', 'topics');
    spec
      .given([])
      .when(draft({ topics: ['art', 'music', 'tech', 'food'] }))
      .thenRejects('TOO_MANY_TOPICS', 'topics');
    spec
      .given([])
      .when(draft({ topics: ['gossip'] }))
      .thenRejects('UNKNOWN_TOPIC', 'topics');
  });

  it('refuses a cover narrower than 1200 px', () => {
    spec
      .given([])
      .when(draft({ cover: { url: 'c.jpg', sizeBytes: 1000, widthPx: 1199 } }))
      .thenRejects('IMAGE_TOO_NARROW', 'cover');
  });

  it('files a video under a genre of the videos menu, and an episode under its season', () => {
    const videoForm = { summary: undefined, body: undefined };
    spec
      .given([])
      .when(draft({ ...videoForm, genre: 'series', episode: { season: 2, number: 3 } }, { kind: 'video' }))
      .then([
        drafted('video', {
          summary: undefined,
          body: undefined,
          readingTimeMinutes: null,
          genre: 'series',
          episode: { season: 2, number: 3 },
        }),
      ]);
  });

  it('refuses a genre of another menu, and an article filed under a genre', () => {
    spec
      .given([])
      .when(draft({ genre: 'talkshow' }, { kind: 'video' }))
      .thenRejects('UNKNOWN_GENRE', 'genre');
    spec
      .given([])
      .when(draft({ genre: 'talkshow' }, { kind: 'podcast' }))
      .then([drafted('podcast', { genre: 'talkshow', readingTimeMinutes: null })]);
    spec
      .given([])
      .when(draft({ genre: 'series' }))
      .thenRejects('UNKNOWN_GENRE', 'genre');
  });

  it('refuses episodes of articles and episode numbers below 1', () => {
    spec
      .given([])
      .when(draft({ episode: { season: 1, number: 1 } }))
      .thenRejects('INVALID_EPISODE', 'episode');
    spec
      .given([])
      .when(draft({ episode: { season: 0, number: 1 } }, { kind: 'podcast' }))
      .thenRejects('INVALID_EPISODE', 'episode');
    spec
      .given([])
      .when(draft({ episode: { season: 1, number: 1.5 } }, { kind: 'video' }))
      .thenRejects('INVALID_EPISODE', 'episode');
  });

  it('cannot draft the same content twice', () => {
    spec.given([drafted()]).when(draft()).thenRejects('ALREADY_EXISTS');
  });
});

describe('content: editing', () => {
  it('the author edits; reading time is computed again', () => {
    const longer = [...body, ...body];
    spec
      .given([drafted()])
      .when(edit({ body: longer, emailFollowers: true }))
      .then([
        {
          type: 'ContentEdited',
          data: {
            contentId,
            ...fields,
            body: longer,
            emailFollowers: true,
            readingTimeMinutes: 4,
            editedAt: now,
          },
        },
      ]);
  });

  it('with the same rules as drafting', () => {
    spec
      .given([drafted()])
      .when(edit({ summary: '' }))
      .thenRejects('SUMMARY_REQUIRED', 'summary');
  });

  it('marks a content Premium-only and opens it to every reader again, the edit writing the fields whole', () => {
    const exclusive = drafted('article', { premiumOnly: true });
    spec
      .given([drafted(), submitted, published])
      .when(edit({ premiumOnly: true }))
      .then([{ type: 'ContentEdited', data: { contentId, ...fields, premiumOnly: true, editedAt: now } }]);
    spec
      .given([exclusive, submitted, published])
      .when(edit({ premiumOnly: false }))
      .then([{ type: 'ContentEdited', data: { contentId, ...fields, editedAt: now } }]);
  });

  it('someone else cannot edit; an unknown or archived content cannot be edited', () => {
    spec.given([drafted()]).when(edit({}, asStranger)).thenRejects('FORBIDDEN');
    spec.given([]).when(edit()).thenRejects('CONTENT_NOT_FOUND');
    spec.given([drafted(), archived]).when(edit()).thenRejects('INVALID_STATE_TRANSITION');
  });
});

describe('content: publishing', () => {
  it('in a validated publication, submitting publishes at once', () => {
    spec.given([drafted()]).when(submit(true)).then([submitted, published]);
  });

  it('in a publication waiting validation, it waits, then is published after the validation', () => {
    spec.given([drafted()]).when(submit(false)).then([submitted]);
    spec.given([drafted(), submitted]).when(publish(true)).then([published]);
  });

  it('is not published while the publication is not validated', () => {
    spec.given([drafted(), submitted]).when(publish(false)).thenRejects('INVALID_STATE_TRANSITION');
  });

  it('submitting again while waiting changes nothing; publishing twice changes nothing', () => {
    spec.given([drafted(), submitted]).when(submit(false)).then([]);
    spec.given([drafted(), submitted, published]).when(publish(true)).then([]);
  });

  it('a draft is not published without being submitted; a published content is not submitted again', () => {
    spec.given([drafted()]).when(publish(true)).thenRejects('INVALID_STATE_TRANSITION');
    spec.given([drafted(), submitted, published]).when(submit(true)).thenRejects('INVALID_STATE_TRANSITION');
  });

  it('someone else cannot submit', () => {
    spec.given([drafted()]).when(submit(true, asStranger)).thenRejects('FORBIDDEN');
  });

  it('with the e-mail-to-followers flag, publishing requests the e-mail', () => {
    spec
      .given([drafted('article', { emailFollowers: true })])
      .when(submit(true))
      .then([submitted, published, emailRequested]);
  });
});

describe('content: scheduling', () => {
  it('schedules a publication date in the future', () => {
    spec.given([drafted()]).when(schedule()).then([scheduled]);
  });

  it('refuses a date that is not in the future', () => {
    spec.given([drafted()]).when(schedule(now)).thenRejects('SCHEDULE_IN_PAST', 'publishAt');
    spec
      .given([drafted()])
      .when(schedule('2025-06-14T10:00:00.000Z'))
      .thenRejects('SCHEDULE_IN_PAST', 'publishAt');
  });

  it('reschedules a scheduled content', () => {
    const later = '2025-06-20T10:00:00.000Z';
    spec
      .given([drafted(), scheduled])
      .when(schedule(later))
      .then([{ type: 'ContentScheduled', data: { contentId, publishAt: later, scheduledAt: now } }]);
  });

  it('is published when the date comes, not before', () => {
    spec
      .given([drafted(), scheduled])
      .when(publish(true, tomorrow))
      .then([{ type: 'ContentPublished', data: { contentId, publishedAt: tomorrow } }]);
    spec.given([drafted(), scheduled]).when(publish(true, now)).thenRejects('INVALID_STATE_TRANSITION');
  });

  it('a published content is not scheduled', () => {
    spec.given([drafted(), submitted, published]).when(schedule()).thenRejects('INVALID_STATE_TRANSITION');
  });
});

describe('content: archiving', () => {
  it('archives a published content, clearing its headline flag', () => {
    spec.given([drafted(), submitted, published]).when(simple('ArchiveContent')).then([archived]);
    spec
      .given([drafted(), submitted, published, headlineSet])
      .when(simple('ArchiveContent'))
      .then([archived, headlineCleared]);
  });

  it('an admin may archive; not twice; not someone else', () => {
    spec
      .given([drafted()])
      .when({ type: 'ArchiveContent', data: { contentId, actorIsAdmin: true }, metadata: asAdmin })
      .then([archived]);
    spec.given([drafted(), archived]).when(simple('ArchiveContent')).thenRejects('INVALID_STATE_TRANSITION');
    spec.given([drafted()]).when(simple('ArchiveContent', asStranger)).thenRejects('FORBIDDEN');
  });
});

describe('content: headline flag', () => {
  it('a published content becomes a headline, once', () => {
    spec.given([drafted(), submitted, published]).when(simple('SetHeadline')).then([headlineSet]);
    spec.given([drafted(), submitted, published, headlineSet]).when(simple('SetHeadline')).then([]);
  });

  it('a draft may carry the flag while it is written; an archived content cannot', () => {
    spec.given([drafted()]).when(simple('SetHeadline')).then([headlineSet]);
    spec.given([drafted(), submitted]).when(simple('SetHeadline')).then([headlineSet]);
    spec.given([drafted(), archived]).when(simple('SetHeadline')).thenRejects('INVALID_STATE_TRANSITION');
  });

  it('someone else cannot set it', () => {
    spec
      .given([drafted(), submitted, published])
      .when(simple('SetHeadline', asStranger))
      .thenRejects('FORBIDDEN');
  });

  it('clears the flag, and clearing an unflagged content changes nothing', () => {
    spec
      .given([drafted(), submitted, published, headlineSet])
      .when(simple('ClearHeadline'))
      .then([headlineCleared]);
    spec.given([drafted(), submitted, published]).when(simple('ClearHeadline')).then([]);
  });
});

describe('content: e-mail to followers, once per article', () => {
  const emailed: ContentEvent = {
    type: 'FollowersEmailed',
    data: { contentId, recipientCount: 42, emailedAt: now },
  };
  const markEmailed: ContentCommand = {
    type: 'MarkFollowersEmailed',
    data: { contentId, recipientCount: 42 },
    metadata: asSystem,
  };

  it('the author asks for the e-mail of a published article', () => {
    spec
      .given([drafted(), submitted, published])
      .when(simple('RequestFollowersEmail'))
      .then([emailRequested]);
  });

  it('asking twice is refused with the spec message', () => {
    spec
      .given([drafted(), submitted, published, emailRequested])
      .when(simple('RequestFollowersEmail'))
      .thenRejects('EMAIL_ALREADY_SENT');
    spec
      .given([drafted(), submitted, published, emailRequested, emailed])
      .when(simple('RequestFollowersEmail'))
      .thenRejects('EMAIL_ALREADY_SENT');
  });

  it('not for an unpublished content, nor by someone else', () => {
    spec.given([drafted()]).when(simple('RequestFollowersEmail')).thenRejects('INVALID_STATE_TRANSITION');
    spec
      .given([drafted(), submitted, published])
      .when(simple('RequestFollowersEmail', asStranger))
      .thenRejects('FORBIDDEN');
  });

  it('the e-mail reactor records the sending, once', () => {
    spec.given([drafted(), submitted, published, emailRequested]).when(markEmailed).then([emailed]);
    spec.given([drafted(), submitted, published, emailRequested, emailed]).when(markEmailed).then([]);
    spec.given([drafted(), submitted, published]).when(markEmailed).thenRejects('INVALID_STATE_TRANSITION');
  });
});

describe('content: media', () => {
  const encode = (mediaId = 'media-1'): ContentCommand => ({
    type: 'CompleteMediaEncoding',
    data: { contentId, mediaId, streamUrl: 'hls/media-1.m3u8' },
    metadata: asSystem,
  });
  const fail = (mediaId = 'media-1'): ContentCommand => ({
    type: 'FailMediaEncoding',
    data: { contentId, mediaId, reason: 'codec' },
    metadata: asSystem,
  });
  const encodingFailed: ContentEvent = {
    type: 'MediaEncodingFailed',
    data: { contentId, mediaId: 'media-1', reason: 'codec', failedAt: now },
  };

  it('uploads a video under 5 minutes and 300 MB', () => {
    spec.given([video]).when(upload(50_000_000, 240)).then([mediaUploaded]);
  });

  it('refuses a video of 5 minutes or more', () => {
    spec.given([video]).when(upload(1000, MAX_VIDEO_DURATION_SECONDS)).thenRejects('FILE_TOO_LONG', 'media');
  });

  it('refuses a video or audio over 300 MB', () => {
    spec
      .given([video])
      .when(upload(MAX_MEDIA_BYTES + 1, 60))
      .thenRejects('FILE_TOO_LARGE', 'media');
    spec
      .given([drafted('podcast', { readingTimeMinutes: null })])
      .when(upload(MAX_MEDIA_BYTES + 1))
      .thenRejects('FILE_TOO_LARGE', 'media');
  });

  it('a podcast takes audio of any duration', () => {
    spec
      .given([drafted('podcast', { readingTimeMinutes: null })])
      .when(upload(MAX_MEDIA_BYTES, 3600))
      .then([
        {
          ...mediaUploaded,
          data: {
            ...mediaUploaded.data,
            mediaKind: 'audio',
            sizeBytes: MAX_MEDIA_BYTES,
            durationSeconds: 3600,
          },
        } as ContentEvent,
      ]);
  });

  it('refuses media on an article, a video without a known duration, and uploads by someone else', () => {
    spec.given([drafted()]).when(upload(1000, 60)).thenRejects('FILE_PROCESSING_FAILED', 'media');
    spec.given([video]).when(upload(1000)).thenRejects('FILE_PROCESSING_FAILED', 'media');
    spec
      .given([video])
      .when(upload(1000, 60, asStranger))
      .thenRejects('FORBIDDEN');
  });

  it('the encoder reports success or failure on the current media', () => {
    spec.given([video, mediaUploaded]).when(encode()).then([mediaEncoded]);
    spec.given([video, mediaUploaded]).when(fail()).then([encodingFailed]);
  });

  it('a late report about a replaced or already encoded media changes nothing', () => {
    spec.given([video, mediaUploaded]).when(encode('media-0')).then([]);
    spec.given([video, mediaUploaded, mediaEncoded]).when(fail()).then([]);
  });

  it('a video is submitted or scheduled only with its media encoded', () => {
    spec.given([video]).when(submit(true)).thenRejects('MEDIA_NOT_READY', 'media');
    spec.given([video, mediaUploaded]).when(submit(true)).thenRejects('MEDIA_NOT_READY', 'media');
    spec
      .given([video, mediaUploaded, encodingFailed])
      .when(submit(true))
      .thenRejects('ENCODING_FAILED', 'media');
    spec.given([video, mediaUploaded]).when(schedule()).thenRejects('MEDIA_NOT_READY', 'media');
    spec.given([video, mediaUploaded, mediaEncoded]).when(submit(true)).then([submitted, published]);
  });
});

describe('content: event schemas', () => {
  it('accept the events the decider writes', () => {
    const events = [
      drafted(),
      video,
      submitted,
      published,
      scheduled,
      archived,
      headlineSet,
      headlineCleared,
    ];
    events.push(emailRequested, mediaUploaded, mediaEncoded, drafted('video', { premiumOnly: true }));
    for (const event of events) {
      const definition = contentEventDefinitions.find((d) => d.type === event.type);
      expect(definition?.schema.safeParse(event.data).success).toBe(true);
    }
  });

  it('read a content stored before the Premium-only flag as open to every reader', () => {
    const stored = { contentId, kind: 'article', ownerId, publicationId, ...fields, draftedAt: now };
    const event = upcastEvent('ContentDrafted', 2, stored);
    expect(event.data).not.toHaveProperty('premiumOnly');
    spec
      .given([event as ContentEvent])
      .when(edit())
      .then([{ type: 'ContentEdited', data: { contentId, ...fields, editedAt: now } }]);
  });

  it('reads a stored version-1 HTML body as a document of its text, never as markup', () => {
    const stored = {
      contentId,
      kind: 'article',
      ownerId: 'user-1',
      publicationId: 'publication-1',
      ...fields,
      body: '<p>Premier <b>paragraphe</b>.</p><script>alert(1)</script><p>Second.</p>',
      draftedAt: now,
    };
    expect(upcastEvent('ContentDrafted', 1, stored).data).toMatchObject({
      body: [paragraph('Premier paragraphe .'), paragraph('Second.')],
    });
  });
});
