import { z } from 'zod';
import { articleBodyDocument, bodyFromPlainText } from '../article-body/article-body.ts';
import { defineEvent, type EventOf, type EventsOf, type Upcaster } from '../core/event-definition.ts';
import { imageRefSchema } from '../rules/image.ts';
import { SUPPORTED_LANGUAGES } from '../rules/languages.ts';
import { TOPICS } from '../rules/topics.ts';

const instant = z.iso.datetime({ offset: true });

/** Articles, videos and podcasts share one life cycle; `kind` says which rules apply. */
export const contentKinds = ['article', 'video', 'podcast'] as const;
export type ContentKind = (typeof contentKinds)[number];
export type MediaKind = 'video' | 'audio';

/** The editable fields, written whole on draft and edit. */
const contentFields = {
  title: z.string().min(1),
  /** The spec's name_short, per language; the French one gives the slug. */
  shortName: z.partialRecord(z.enum(SUPPORTED_LANGUAGES), z.string()),
  slug: z.string().min(1),
  summary: z.string().optional(),
  body: articleBodyDocument.optional(),
  /** Used only for search (spec §3). */
  region: z.string().optional(),
  country: z.string().optional(),
  topics: z.array(z.enum(TOPICS)).min(1).max(3),
  cover: imageRefSchema.optional(),
  /** A maturity category slug (`16-age-restriction`); absent means no age restriction. */
  maturity: z.string().optional(),
  /** Geoblocking: lower-case ISO 3166 alpha-2 codes of the only countries it is shown in; absent means everywhere. */
  availableCountries: z.array(z.string().regex(/^[a-z]{2}$/)).optional(),
  /** Videos and podcasts: the genre of their top-menu entry (VIDEO_GENRES, PODCAST_GENRES). */
  genre: z.string().optional(),
  /** Videos and podcasts of a series: season and episode, both from 1; the series is the publication. */
  episode: z.object({ season: z.number().int().positive(), number: z.number().int().positive() }).optional(),
  /** The article form's "email to followers" flag: on publication the e-mail is requested once. */
  emailFollowers: z.boolean(),
  /**
   * Exclusive to Premium subscribers (spec §1). Written only when true, so events stored before the flag existed
   * read as open to every reader with no new schema version.
   */
  premiumOnly: z.boolean().optional(),
  /** Articles only, computed from the body when it is written so every reader sees the same figure. */
  readingTimeMinutes: z.number().int().positive().nullable(),
};

/**
 * Version 1 stored the body as an HTML string. Version 2 stores the document tree; an old body reads as its text,
 * a paragraph per blank-line-separated block, so nothing of it is ever rendered as markup.
 */
const bodyAsDocument: Upcaster = (data) => {
  if (typeof data.body !== 'string') return data;
  const text = data.body
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<\/(p|h[1-6]|li|blockquote|div)>|<br\s*\/?>/gi, '\n\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[ \t]+/g, ' ');
  const body = bodyFromPlainText(text);
  const { body: _html, ...rest } = data;
  return body.length > 0 ? { ...rest, body } : rest;
};

export const ContentDrafted = defineEvent(
  'ContentDrafted',
  z.object({
    contentId: z.string(),
    kind: z.enum(contentKinds),
    ownerId: z.string(),
    publicationId: z.string(),
    ...contentFields,
    draftedAt: instant,
  }),
  { schemaVersion: 2, upcasters: { 1: bodyAsDocument } },
);
export const ContentEdited = defineEvent(
  'ContentEdited',
  z.object({ contentId: z.string(), ...contentFields, editedAt: instant }),
  { schemaVersion: 2, upcasters: { 1: bodyAsDocument } },
);
export const ContentSubmitted = defineEvent(
  'ContentSubmitted',
  z.object({ contentId: z.string(), submittedAt: instant }),
);
export const ContentScheduled = defineEvent(
  'ContentScheduled',
  z.object({ contentId: z.string(), publishAt: instant, scheduledAt: instant }),
);
export const ContentPublished = defineEvent(
  'ContentPublished',
  z.object({ contentId: z.string(), publishedAt: instant }),
);
export const ContentArchived = defineEvent(
  'ContentArchived',
  z.object({ contentId: z.string(), archivedAt: instant }),
);
/** The content's headline flag; which content is an author's one headline is decided by AuthorHeadlineChanged. */
export const HeadlineSet = defineEvent(
  'HeadlineSet',
  z.object({ contentId: z.string(), authorId: z.string(), setAt: instant }),
);
export const HeadlineCleared = defineEvent(
  'HeadlineCleared',
  z.object({ contentId: z.string(), clearedAt: instant }),
);
export const FollowersEmailRequested = defineEvent(
  'FollowersEmailRequested',
  z.object({ contentId: z.string(), publicationId: z.string(), requestedAt: instant }),
);
export const FollowersEmailed = defineEvent(
  'FollowersEmailed',
  z.object({ contentId: z.string(), recipientCount: z.number().int().nonnegative(), emailedAt: instant }),
);
export const MediaUploaded = defineEvent(
  'MediaUploaded',
  z.object({
    contentId: z.string(),
    mediaId: z.string(),
    mediaKind: z.enum(['video', 'audio']),
    /** The upload the file came from (absent on media attached before uploads had ids). */
    uploadId: z.string().optional(),
    sourceUrl: z.string(),
    sizeBytes: z.number().int().nonnegative(),
    durationSeconds: z.number().nonnegative().optional(),
    uploadedAt: instant,
  }),
);
export const MediaEncoded = defineEvent(
  'MediaEncoded',
  z.object({
    contentId: z.string(),
    mediaId: z.string(),
    /** What players load: a video's web rendition, a podcast's own file. */
    streamUrl: z.string(),
    /** A video's still image, shown before it plays. */
    posterUrl: z.string().optional(),
    /** A podcast's small rendition for readers saving data. */
    dataSaverUrl: z.string().optional(),
    encodedAt: instant,
  }),
);
export const MediaEncodingFailed = defineEvent(
  'MediaEncodingFailed',
  z.object({ contentId: z.string(), mediaId: z.string(), reason: z.string(), failedAt: instant }),
);

export const contentEventDefinitions = [
  ContentDrafted,
  ContentEdited,
  ContentSubmitted,
  ContentScheduled,
  ContentPublished,
  ContentArchived,
  HeadlineSet,
  HeadlineCleared,
  FollowersEmailRequested,
  FollowersEmailed,
  MediaUploaded,
  MediaEncoded,
  MediaEncodingFailed,
] as const;

export type ContentDrafted = EventOf<typeof ContentDrafted>;

export type ContentEvent = EventsOf<typeof contentEventDefinitions>;

/**
 * Spec §3 article states. `waiting_validation`: submitted while its publication waits for the platform team;
 * it is published after that validation (spec §4).
 */
export type ContentStatus = 'draft' | 'waiting_validation' | 'scheduled' | 'published' | 'archived';

export interface MediaState {
  readonly mediaId: string;
  readonly status: 'uploaded' | 'encoded' | 'failed';
}

export interface ContentDetails {
  readonly contentId: string;
  readonly kind: ContentKind;
  readonly ownerId: string;
  readonly publicationId: string;
  readonly emailFollowers: boolean;
  readonly publishAt: string | null;
  readonly headline: boolean;
  readonly followersEmail: 'none' | 'requested' | 'sent';
  readonly media: MediaState | null;
}

export type ContentState =
  { readonly status: 'none' } | ({ readonly status: ContentStatus } & ContentDetails);

export const initialContentState = (): ContentState => ({ status: 'none' });

export function evolveContent(state: ContentState, event: ContentEvent): ContentState {
  if (event.type === 'ContentDrafted') {
    const { contentId, kind, ownerId, publicationId, emailFollowers } = event.data;
    return {
      status: 'draft',
      contentId,
      kind,
      ownerId,
      publicationId,
      emailFollowers,
      publishAt: null,
      headline: false,
      followersEmail: 'none',
      media: null,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'ContentEdited':
      return { ...state, emailFollowers: event.data.emailFollowers };
    case 'ContentSubmitted':
      return { ...state, status: 'waiting_validation' };
    case 'ContentScheduled':
      return { ...state, status: 'scheduled', publishAt: event.data.publishAt };
    case 'ContentPublished':
      return { ...state, status: 'published' };
    case 'ContentArchived':
      return { ...state, status: 'archived' };
    case 'HeadlineSet':
      return { ...state, headline: true };
    case 'HeadlineCleared':
      return { ...state, headline: false };
    case 'FollowersEmailRequested':
      return { ...state, followersEmail: 'requested' };
    case 'FollowersEmailed':
      return { ...state, followersEmail: 'sent' };
    case 'MediaUploaded':
      return { ...state, media: { mediaId: event.data.mediaId, status: 'uploaded' } };
    case 'MediaEncoded':
    case 'MediaEncodingFailed': {
      if (state.media?.mediaId !== event.data.mediaId) return state;
      const status = event.type === 'MediaEncoded' ? 'encoded' : 'failed';
      return { ...state, media: { mediaId: event.data.mediaId, status } };
    }
    default:
      return state;
  }
}
