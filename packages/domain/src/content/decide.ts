import {
  decideByType,
  type Command,
  type CommandMetadata,
  type Decider,
  type Decision,
} from '../core/decider.ts';
import { DomainError, reject } from '../core/domain-error.ts';
import { maturityAge } from '../rules/age.ts';
import { checkImage, type ImageRef } from '../rules/image.ts';
import type { Language } from '../rules/languages.ts';
import { checkOwnership } from '../rules/ownership.ts';
import { readingTimeOf } from '../rules/reading-time.ts';
import { checkSlug, contentSlugOf } from '../rules/slug.ts';
import { checkMinLength, isBlank, LONG_TEXT_MIN_LENGTH, SHORT_TEXT_MIN_LENGTH } from '../rules/text.ts';
import { bodyText, type ArticleBody } from '../article-body/article-body.ts';
import { checkEpisode, checkGenre, type EpisodeNumber } from '../rules/genres.ts';
import { parseTopics } from '../rules/topics.ts';
import { checkUpload } from '../rules/uploads.ts';
import {
  evolveContent,
  initialContentState,
  type ContentDetails,
  type ContentDrafted,
  type ContentEvent,
  type ContentKind,
  type ContentState,
  type ContentStatus,
} from './content.ts';

/** The article / video / podcast form (spec §3). */
export interface ContentForm {
  title: string;
  shortName?: Partial<Record<Language, string>>;
  /** When absent the slug is derived from the French short name (or the title when there is none). */
  slug?: string;
  summary?: string;
  body?: ArticleBody;
  region?: string;
  country?: string;
  topics: readonly string[];
  cover?: ImageRef;
  /** A maturity category slug, `N-age-restriction` or `no-age-restriction`. */
  maturity?: string;
  /** ISO 3166 alpha-2 codes of the only countries where the content may be shown. */
  availableCountries?: readonly string[];
  emailFollowers?: boolean;
  /** Only Premium subscribers (and the author) read it whole; others get its first block. */
  premiumOnly?: boolean;
  /** Videos and podcasts: a genre of their top menu. */
  genre?: string;
  /** Videos and podcasts of a series: where this one sits in it. */
  episode?: EpisodeNumber;
}

type AsOwner = { actorIsAdmin?: boolean };

export type DraftContent = Command<
  'DraftContent',
  ContentForm &
    AsOwner & {
      contentId: string;
      kind: ContentKind;
      publicationId: string;
      /** Facts the handler reads: who owns the publication, and whether that author is verified. */
      publicationOwnerId: string;
      authorVerified: boolean;
    }
>;
export type EditContent = Command<'EditContent', ContentForm & AsOwner & { contentId: string }>;
/** `publicationValidated`: the handler's fact about the content's publication at the time of the command. */
export type SubmitContent = Command<
  'SubmitContent',
  AsOwner & { contentId: string; publicationValidated: boolean }
>;
export type ScheduleContent = Command<'ScheduleContent', AsOwner & { contentId: string; publishAt: string }>;
/** Sent by reactors: after a publication's validation, and when a scheduled date comes. */
export type PublishContent = Command<'PublishContent', { contentId: string; publicationValidated: boolean }>;
export type ArchiveContent = Command<'ArchiveContent', AsOwner & { contentId: string }>;
export type SetHeadline = Command<'SetHeadline', AsOwner & { contentId: string }>;
export type ClearHeadline = Command<'ClearHeadline', AsOwner & { contentId: string }>;
export type RequestFollowersEmail = Command<'RequestFollowersEmail', AsOwner & { contentId: string }>;
/** Sent by the e-mail reactor once the e-mail went out. */
export type MarkFollowersEmailed = Command<
  'MarkFollowersEmailed',
  { contentId: string; recipientCount: number }
>;
/** Size and duration are what the API measured from the uploaded file itself. */
export type UploadMedia = Command<
  'UploadMedia',
  AsOwner & {
    contentId: string;
    mediaId: string;
    uploadId?: string;
    sourceUrl: string;
    sizeBytes: number;
    durationSeconds?: number;
  }
>;
/** Sent by the encoder reactor. */
export type CompleteMediaEncoding = Command<
  'CompleteMediaEncoding',
  { contentId: string; mediaId: string; streamUrl: string; posterUrl?: string; dataSaverUrl?: string }
>;
export type FailMediaEncoding = Command<
  'FailMediaEncoding',
  { contentId: string; mediaId: string; reason: string }
>;

export type ContentCommand =
  | DraftContent
  | EditContent
  | SubmitContent
  | ScheduleContent
  | PublishContent
  | ArchiveContent
  | SetHeadline
  | ClearHeadline
  | RequestFollowersEmail
  | MarkFollowersEmailed
  | UploadMedia
  | CompleteMediaEncoding
  | FailMediaEncoding;

type Existing = Extract<ContentState, ContentDetails>;
type Fields = Omit<ContentDrafted['data'], 'contentId' | 'kind' | 'ownerId' | 'publicationId' | 'draftedAt'>;

/**
 * Spec §5 has text minimums of 10 and 50 without naming the fields: a title is a line (10), an article summary a
 * paragraph (50). Summary and body are required for articles only (their messages say "of the article"); a
 * video's or podcast's summary is optional and has no minimum.
 */
function validateForm(kind: ContentKind, form: ContentForm): Fields | DomainError {
  if (isBlank(form.title)) return reject('FIELDS_REQUIRED', 'title');
  const shortTitle = checkMinLength('title', form.title, SHORT_TEXT_MIN_LENGTH);
  if (shortTitle) return shortTitle;
  if (kind === 'article') {
    if (form.summary === undefined || isBlank(form.summary)) return reject('SUMMARY_REQUIRED', 'summary');
    const shortSummary = checkMinLength('summary', form.summary, LONG_TEXT_MIN_LENGTH);
    if (shortSummary) return shortSummary;
    if (isBlank(bodyText(form.body ?? []))) return reject('CONTENT_REQUIRED', 'body');
  }
  const shortName = form.shortName ?? {};
  const slug = contentSlugOf(form);
  const badSlug = checkSlug(slug);
  if (badSlug) return badSlug;
  const topics = parseTopics(form.topics);
  if (topics instanceof DomainError) return topics;
  const badCover = form.cover && checkImage(form.cover, 'cover', 'cover');
  if (badCover) return badCover;
  if (form.maturity !== undefined && maturityAge(form.maturity) === undefined) {
    return reject('FIELDS_REQUIRED', 'maturity');
  }
  const badGenre = form.genre !== undefined && checkGenre(kind, form.genre);
  if (badGenre) return badGenre;
  const badEpisode = form.episode && checkEpisode(kind, form.episode);
  if (badEpisode) return badEpisode;
  const availableCountries = form.availableCountries?.map((code) => code.trim().toLowerCase());
  if (availableCountries?.some((code) => !/^[a-z]{2}$/.test(code)))
    return reject('WRONG_COUNTRY', 'availableCountries');
  const present = (value: string | undefined) => (isBlank(value) ? undefined : value);
  const [summary, region, country] = [form.summary, form.region, form.country].map(present);
  const body = form.body && !isBlank(bodyText(form.body)) ? form.body : undefined;
  return {
    title: form.title.trim(),
    shortName,
    slug,
    ...(summary === undefined ? {} : { summary }),
    ...(body === undefined ? {} : { body }),
    ...(region === undefined ? {} : { region }),
    ...(country === undefined ? {} : { country }),
    topics: [...topics],
    ...(form.cover ? { cover: form.cover } : {}),
    ...(form.maturity === undefined || maturityAge(form.maturity) === 0 ? {} : { maturity: form.maturity }),
    ...(availableCountries?.length ? { availableCountries } : {}),
    ...(form.genre === undefined ? {} : { genre: form.genre }),
    ...(form.episode ? { episode: { season: form.episode.season, number: form.episode.number } } : {}),
    emailFollowers: form.emailFollowers ?? false,
    ...(form.premiumOnly ? { premiumOnly: true } : {}),
    readingTimeMinutes: kind === 'article' ? readingTimeOf(bodyText(form.body ?? [])) : null,
  };
}

function existing(state: ContentState): Existing | DomainError {
  return state.status === 'none' ? reject('CONTENT_NOT_FOUND') : state;
}

/** The content exists and the actor is its author or an admin. */
function owned(state: ContentState, metadata: CommandMetadata, actorIsAdmin: boolean | undefined) {
  const content = existing(state);
  if (content instanceof DomainError) return content;
  return checkOwnership(metadata, content.ownerId, actorIsAdmin) ?? content;
}

function inStatus(content: Existing, ...allowed: ContentStatus[]) {
  return allowed.includes(content.status) ? undefined : reject('INVALID_STATE_TRANSITION');
}

/** A video or podcast goes out only with its encoded media. */
function checkMediaReady(content: Existing) {
  if (content.kind === 'article') return undefined;
  if (content.media?.status === 'failed') return reject('ENCODING_FAILED', 'media');
  if (content.media?.status !== 'encoded') return reject('MEDIA_NOT_READY', 'media');
  return undefined;
}

/** Publishing, and the followers' e-mail the author asked for in the form (spec: once per article). */
function publication(content: Existing, now: string): ContentEvent[] {
  const published: ContentEvent = {
    type: 'ContentPublished',
    data: { contentId: content.contentId, publishedAt: now },
  };
  if (!content.emailFollowers || content.followersEmail !== 'none') return [published];
  return [
    published,
    {
      type: 'FollowersEmailRequested',
      data: { contentId: content.contentId, publicationId: content.publicationId, requestedAt: now },
    },
  ];
}

function draft(command: DraftContent, state: ContentState): Decision<ContentEvent> {
  if (state.status !== 'none') return reject('ALREADY_EXISTS');
  const { contentId, kind, publicationId, publicationOwnerId, authorVerified, actorIsAdmin } = command.data;
  const forbidden = checkOwnership(command.metadata, publicationOwnerId, actorIsAdmin);
  if (forbidden) return forbidden;
  if (!authorVerified) return reject('AUTHOR_NOT_VERIFIED');
  const fields = validateForm(kind, command.data);
  if (fields instanceof DomainError) return fields;
  return [
    {
      type: 'ContentDrafted',
      data: {
        contentId,
        kind,
        ownerId: publicationOwnerId,
        publicationId,
        ...fields,
        draftedAt: command.metadata.now,
      },
    },
  ];
}

/** Editing keeps the status; a published content stays published. */
function edit(command: EditContent, state: ContentState): Decision<ContentEvent> {
  const content = owned(state, command.metadata, command.data.actorIsAdmin);
  if (content instanceof DomainError) return content;
  const notOpen = inStatus(content, 'draft', 'waiting_validation', 'scheduled', 'published');
  if (notOpen) return notOpen;
  const fields = validateForm(content.kind, command.data);
  if (fields instanceof DomainError) return fields;
  return [
    {
      type: 'ContentEdited',
      data: { contentId: content.contentId, ...fields, editedAt: command.metadata.now },
    },
  ];
}

/**
 * The author asks to publish now. With a validated publication it is published at once; otherwise it waits for
 * the publication's validation (spec §4) and a reactor sends PublishContent then.
 */
function submit(command: SubmitContent, state: ContentState): Decision<ContentEvent> {
  const content = owned(state, command.metadata, command.data.actorIsAdmin);
  if (content instanceof DomainError) return content;
  if (content.status === 'waiting_validation') return [];
  const notDraft = inStatus(content, 'draft');
  if (notDraft) return notDraft;
  const notReady = checkMediaReady(content);
  if (notReady) return notReady;
  const { now } = command.metadata;
  const submitted: ContentEvent = {
    type: 'ContentSubmitted',
    data: { contentId: content.contentId, submittedAt: now },
  };
  return command.data.publicationValidated ? [submitted, ...publication(content, now)] : [submitted];
}

function schedule(command: ScheduleContent, state: ContentState): Decision<ContentEvent> {
  const content = owned(state, command.metadata, command.data.actorIsAdmin);
  if (content instanceof DomainError) return content;
  const notSchedulable = inStatus(content, 'draft', 'waiting_validation', 'scheduled');
  if (notSchedulable) return notSchedulable;
  const { publishAt } = command.data;
  const { now } = command.metadata;
  if (!(Date.parse(publishAt) > Date.parse(now))) return reject('SCHEDULE_IN_PAST', 'publishAt');
  const notReady = checkMediaReady(content);
  if (notReady) return notReady;
  return [{ type: 'ContentScheduled', data: { contentId: content.contentId, publishAt, scheduledAt: now } }];
}

function publish(command: PublishContent, state: ContentState): Decision<ContentEvent> {
  const content = existing(state);
  if (content instanceof DomainError) return content;
  if (content.status === 'published') return [];
  const notWaiting = inStatus(content, 'waiting_validation', 'scheduled');
  if (notWaiting) return notWaiting;
  const { now } = command.metadata;
  const due = content.publishAt === null || Date.parse(now) >= Date.parse(content.publishAt);
  if (!command.data.publicationValidated || !due) return reject('INVALID_STATE_TRANSITION');
  return publication(content, now);
}

function archive(command: ArchiveContent, state: ContentState): Decision<ContentEvent> {
  const content = owned(state, command.metadata, command.data.actorIsAdmin);
  if (content instanceof DomainError) return content;
  if (content.status === 'archived') return reject('INVALID_STATE_TRANSITION');
  const { now } = command.metadata;
  const archived: ContentEvent = {
    type: 'ContentArchived',
    data: { contentId: content.contentId, archivedAt: now },
  };
  if (!content.headline) return [archived];
  return [archived, { type: 'HeadlineCleared', data: { contentId: content.contentId, clearedAt: now } }];
}

/**
 * The flag is part of writing an article (spec §5 lists it among the article's fields), so a draft or a content
 * waiting for its publication's validation may carry it; the home page lists published contents only, so it shows
 * once the content is out. An archived content cannot. Which one is the author's single headline is
 * AuthorHeadlineChanged.
 */
function setHeadline(command: SetHeadline, state: ContentState): Decision<ContentEvent> {
  const content = owned(state, command.metadata, command.data.actorIsAdmin);
  if (content instanceof DomainError) return content;
  const archived = inStatus(content, 'draft', 'waiting_validation', 'scheduled', 'published');
  if (archived) return archived;
  if (content.headline) return [];
  return [
    {
      type: 'HeadlineSet',
      data: { contentId: content.contentId, authorId: content.ownerId, setAt: command.metadata.now },
    },
  ];
}

function clearHeadline(command: ClearHeadline, state: ContentState): Decision<ContentEvent> {
  const content = owned(state, command.metadata, command.data.actorIsAdmin);
  if (content instanceof DomainError) return content;
  if (!content.headline) return [];
  return [
    { type: 'HeadlineCleared', data: { contentId: content.contentId, clearedAt: command.metadata.now } },
  ];
}

/** Spec §4 / §6: the followers are e-mailed once per article. */
function requestFollowersEmail(command: RequestFollowersEmail, state: ContentState): Decision<ContentEvent> {
  const content = owned(state, command.metadata, command.data.actorIsAdmin);
  if (content instanceof DomainError) return content;
  const notPublished = inStatus(content, 'published');
  if (notPublished) return notPublished;
  if (content.followersEmail !== 'none') return reject('EMAIL_ALREADY_SENT');
  return [
    {
      type: 'FollowersEmailRequested',
      data: {
        contentId: content.contentId,
        publicationId: content.publicationId,
        requestedAt: command.metadata.now,
      },
    },
  ];
}

function markFollowersEmailed(command: MarkFollowersEmailed, state: ContentState): Decision<ContentEvent> {
  const content = existing(state);
  if (content instanceof DomainError) return content;
  if (content.followersEmail === 'sent') return [];
  if (content.followersEmail === 'none') return reject('INVALID_STATE_TRANSITION');
  const { recipientCount } = command.data;
  return [
    {
      type: 'FollowersEmailed',
      data: { contentId: content.contentId, recipientCount, emailedAt: command.metadata.now },
    },
  ];
}

const MEDIA_KIND = { video: 'video', podcast: 'audio' } as const;

/** Spec §5: video under 5 minutes and at most 300 MB; audio at most 300 MB. A new upload replaces the previous one. */
function uploadMedia(command: UploadMedia, state: ContentState): Decision<ContentEvent> {
  const content = owned(state, command.metadata, command.data.actorIsAdmin);
  if (content instanceof DomainError) return content;
  if (content.status === 'archived') return reject('INVALID_STATE_TRANSITION');
  if (content.kind === 'article') return reject('FILE_PROCESSING_FAILED', 'media');
  const mediaKind = MEDIA_KIND[content.kind];
  const { mediaId, uploadId, sourceUrl, sizeBytes, durationSeconds } = command.data;
  if (mediaKind === 'video' && durationSeconds === undefined)
    return reject('FILE_PROCESSING_FAILED', 'media');
  const tooBig = checkUpload(
    mediaKind === 'video'
      ? { kind: 'video', sizeBytes, durationSeconds: durationSeconds ?? 0 }
      : { kind: 'audio', sizeBytes },
    'media',
  );
  if (tooBig) return tooBig;
  return [
    {
      type: 'MediaUploaded',
      data: {
        contentId: content.contentId,
        mediaId,
        mediaKind,
        ...(uploadId === undefined ? {} : { uploadId }),
        sourceUrl,
        sizeBytes,
        ...(durationSeconds === undefined ? {} : { durationSeconds }),
        uploadedAt: command.metadata.now,
      },
    },
  ];
}

/** The encoder may report late on a media that was since replaced: that report changes nothing. */
function currentMedia(state: ContentState, mediaId: string) {
  const content = existing(state);
  if (content instanceof DomainError) return content;
  return content.media?.mediaId === mediaId && content.media.status === 'uploaded' ? content : undefined;
}

function completeEncoding(command: CompleteMediaEncoding, state: ContentState): Decision<ContentEvent> {
  const content = currentMedia(state, command.data.mediaId);
  if (content === undefined) return [];
  if (content instanceof DomainError) return content;
  const { mediaId, streamUrl, posterUrl, dataSaverUrl } = command.data;
  return [
    {
      type: 'MediaEncoded',
      data: {
        contentId: content.contentId,
        mediaId,
        streamUrl,
        ...(posterUrl === undefined ? {} : { posterUrl }),
        ...(dataSaverUrl === undefined ? {} : { dataSaverUrl }),
        encodedAt: command.metadata.now,
      },
    },
  ];
}

function failEncoding(command: FailMediaEncoding, state: ContentState): Decision<ContentEvent> {
  const content = currentMedia(state, command.data.mediaId);
  if (content === undefined) return [];
  if (content instanceof DomainError) return content;
  const { mediaId, reason } = command.data;
  return [
    {
      type: 'MediaEncodingFailed',
      data: { contentId: content.contentId, mediaId, reason, failedAt: command.metadata.now },
    },
  ];
}

export const decideContent = decideByType<ContentCommand, ContentState, ContentEvent>({
  DraftContent: draft,
  EditContent: edit,
  SubmitContent: submit,
  ScheduleContent: schedule,
  PublishContent: publish,
  ArchiveContent: archive,
  SetHeadline: setHeadline,
  ClearHeadline: clearHeadline,
  RequestFollowersEmail: requestFollowersEmail,
  MarkFollowersEmailed: markFollowersEmailed,
  UploadMedia: uploadMedia,
  CompleteMediaEncoding: completeEncoding,
  FailMediaEncoding: failEncoding,
});

export const contentDecider: Decider<ContentState, ContentCommand, ContentEvent> = {
  initialState: initialContentState,
  evolve: evolveContent,
  decide: decideContent,
};
