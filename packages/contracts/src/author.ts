import { articleBodyDocument, articleBodySchema } from '@afrimedia/domain';
import { z } from 'zod';
import { defineCalls } from './call.ts';
import { country, direction, id, optional, slug, withDefault, plainText } from './fields.ts';
import { bodyMedia } from './pages.ts';

/**
 * An earlier upload (POST /uploads/:role) named by the id it answered: the server holds what it measured of the
 * file, so a form never says a file's size, width or length itself.
 */
export const uploadId = z
  .string('UPLOAD_NOT_FOUND')
  .trim()
  .min(1, 'UPLOAD_NOT_FOUND')
  .max(100, 'UPLOAD_NOT_FOUND');

const languages = z.enum(['en', 'fr', 'ar', 'es']);
const period = z.object({ period: withDefault(z.enum(['week', 'month', 'year']), 'week') });

const playlistForm = z.object({
  name: plainText(z.string('NAME_REQUIRED').trim().min(1, 'NAME_REQUIRED').max(200)),
  slug: optional(slug),
  description: plainText(z.string('DESCRIPTION_REQUIRED').trim().min(1, 'DESCRIPTION_REQUIRED').max(5000)),
  topics: z.array(z.string(), 'TOPIC_REQUIRED'),
  thumbnail: optional(uploadId),
  cover: optional(uploadId),
  /** Ask the platform team to validate it. */
  submit: withDefault(z.boolean(), false),
});

const contentForm = {
  title: plainText(z.string('FIELDS_REQUIRED').max(300)),
  short_name: optional(z.partialRecord(languages, plainText(z.string().max(300)))),
  slug: optional(slug),
  summary: optional(plainText(z.string().max(2000))),
  body: optional(articleBodySchema),
  region: optional(z.string().max(100)),
  country: optional(country),
  topics: z.array(z.string(), 'TOPIC_REQUIRED'),
  cover: optional(uploadId),
  maturity: optional(z.string().max(40)),
  available_countries: optional(z.array(country).max(250)),
  genre: optional(z.string().max(40)),
  episode: optional(z.object({ season: z.number().int(), number: z.number().int() })),
  email_followers: optional(z.boolean()),
  /** Only Premium subscribers (and the author) read it whole; the others get its first block. Absent: false. */
  premium_only: optional(z.boolean()),
  /** An uploaded video or audio file (POST /uploads/video or /uploads/audio); the encoder takes it from there. */
  media: optional(uploadId),
  /** save: keep as a draft; submit: publish (or wait for the publication's validation); schedule: at publish_at. */
  action: withDefault(z.enum(['save', 'submit', 'schedule']), 'save'),
  publish_at: optional(z.iso.datetime({ offset: true, error: 'FIELDS_REQUIRED' })),
  /** Make it the author's headline (true) or take the headline away (false). */
  headline: optional(z.boolean()),
};

export const authorContent = z.object({
  id: z.string(),
  kind: z.enum(['article', 'video', 'podcast', 'playlist']),
  slug: z.string(),
  title: z.string(),
  status: z.string(),
  publication_id: z.string().nullable(),
  updated_at: z.string().nullable(),
  headline: z.boolean(),
  /** Exclusive to Premium subscribers; false for publications. */
  premium_only: z.boolean(),
  stream_url: z.string().nullable(),
  media: z.object({ id: z.string(), status: z.string().nullable() }).nullable(),
  /** The version to send back in `If-Match` when saving it (also its `ETag`). */
  version: z.number().int(),
  /** Why the platform team refused the publication, while it stands rejected; null otherwise and for contents. */
  rejection_reason: z.string().nullable(),
});

/**
 * What the studio's forms need to open a content again: its fields as the form sends them back, the cover's
 * upload id (an edit without it takes the cover away) and the files its body names, keyed by upload id.
 */
export const authorContentForm = z.object({
  short_name: z.partialRecord(languages, z.string()),
  summary: z.string().nullable(),
  body: articleBodyDocument.nullable(),
  topics: z.array(z.string()),
  region: z.string().nullable(),
  country: z.string().nullable(),
  cover: z.object({ upload_id: z.string(), url: z.string() }).nullable(),
  media: z.record(z.string(), bodyMedia),
  /**
   * What a video's or podcast's form may not show but must send back, since an edit replaces the whole form:
   * its genre, its place in a series, its maturity rating and the only countries it is shown in.
   */
  genre: z.string().nullable(),
  episode: z.object({ season: z.number().int(), number: z.number().int() }).nullable(),
  maturity: z.string().nullable(),
  available_countries: z.array(z.string()).nullable(),
});

/** A kept image as a form names it: an edit without it loses a publication's cover and is refused a thumbnail. */
const keptImage = z.object({ upload_id: z.string(), url: z.string() }).nullable();

/**
 * What the publication form needs to open a publication again: the fields it sends back, and its thumbnail and
 * cover by upload id (null when no stored upload matches the image, which must then be picked again).
 */
export const authorPublicationForm = z.object({
  description: z.string(),
  topics: z.array(z.string()),
  thumbnail: keptImage,
  cover: keptImage,
});

/**
 * Euros as an exact decimal string, never a float: `"12.34"` where the amount is whole cents (a statement), up to
 * six digits where it is micro-euros (a paid read, a rate, a remainder under a cent): `"0.012500"`.
 */
const euros = z.string().regex(/^\d+\.\d{2,6}$/);

const statsRow = z.object({
  periodStart: z.string(),
  views: z.number(),
  likes: z.number(),
  shares: z.number(),
  audience: z.number(),
  /** The author's: the period's statement in cents. One content's: what its lines earned, to the micro-euro. */
  incomeEuros: euros,
});

const incomePeriod = z.enum(['week', 'month', 'year']);
const day = z.iso.date('FIELDS_REQUIRED');

const incomeStatement = z.object({
  /** First day of the period and first day of the next (UTC; weeks start on Monday). */
  periodStart: day,
  periodEnd: day,
  reads: z.number().int(),
  clicks: z.number().int(),
  /** What the period pays, in whole cents. */
  cents: z.number().int(),
  euros,
  /** Under a cent, carried from the period before and into the next one. */
  carriedInEuros: euros,
  carriedOutEuros: euros,
});

const incomeLine = z.object({
  /** The ContentReadQualified or ContentClicked event the line was written from. */
  sourceEventId: z.string(),
  contentId: z.string(),
  kind: z.enum(['read', 'click']),
  at: z.iso.datetime(),
  /** None when no rate card was in force yet: the line is kept, worth nothing. */
  rateCardId: z.string().nullable(),
  /** What the card paid for a line of this kind. */
  rateEuros: euros.nullable(),
  euros,
});

const encoderTask = z.object({
  id: z.string(),
  contentId: z.string(),
  status: z.enum(['queued', 'encoding', 'encoded', 'failed', 'cancelled']),
  /** 0 to 100. */
  progress: z.number(),
  attempts: z.number().int(),
  streamUrl: z.string().nullable(),
  /** A video's still image. */
  posterUrl: z.string().nullable(),
  /** A podcast's small rendition for readers saving data. */
  dataSaverUrl: z.string().nullable(),
  /** Why it failed ("Error during encoding"), or `cancelled`. */
  reason: z.string().nullable(),
  /** A failure as API errors give it: `ENCODING_FAILED: Error during encoding`. */
  error: z.string().nullable(),
});

/** Where the signed-in user's author application stands: what the pending screen shows. */
export const authorApplicationView = z.object({
  status: z.enum(['none', 'waiting', 'validated', 'rejected']),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The platform team's reason, when they refused it. */
  reason: z.string().nullable(),
  /** What the applicant sent, so a refused one can correct it and apply again; null before any application. */
  sent: z
    .object({ expertiseTitle: z.string(), aboutMe: z.string(), country: z.string().nullable() })
    .nullable(),
  /** The median wait of the platform team's recent decisions; null before any. */
  medianValidationWaitSeconds: z.number().nullable(),
});

export const authorCalls = defineCalls({
  application: {
    method: 'get',
    path: '/author/application',
    summary:
      "The signed-in user's author application: its state, the reason when the platform team refused it, and " +
      'the median wait of recent validations (the pending screen)',
    access: 'user',
    response: authorApplicationView,
  },
  contents: {
    method: 'get',
    path: '/author/contents',
    summary: "The author's contents in every state, or their publications (type playlist)",
    access: 'author',
    query: z.object({
      type: optional(z.enum(['article', 'video', 'podcast', 'playlist'])),
      owner: optional(z.string()),
      orderBy: withDefault(z.enum(['date', 'alphabetical']), 'date'),
      direction: optional(direction),
    }),
    response: z.array(authorContent),
  },
  content: {
    method: 'get',
    path: '/author/contents/:slug',
    summary:
      "One of the author's contents or publications, in any state; a content with its form's fields (`form`), " +
      'a publication with its own (`publication_form`)',
    access: 'author',
    params: z.object({ slug: z.string() }),
    response: authorContent.extend({
      form: authorContentForm.optional(),
      publication_form: authorPublicationForm.optional(),
    }),
  },
  createPlaylist: {
    method: 'post',
    path: '/author/contents/playlist',
    summary: 'Create a publication (playlist); with submit, ask for its validation',
    access: 'author',
    body: playlistForm,
    status: 201,
    response: authorContent,
  },
  editPlaylist: {
    method: 'put',
    path: '/author/contents/playlist/:slug',
    summary:
      'Edit a publication; with submit, ask for its validation. With `If-Match` (the version it was loaded at), ' +
      'a publication someone changed meanwhile is refused with 412',
    access: 'author',
    params: z.object({ slug: z.string() }),
    body: playlistForm,
    response: authorContent,
  },
  createContent: {
    method: 'post',
    path: '/author/contents/video',
    summary:
      'Draft an article, video or podcast in one of the author’s publications, and save, submit or schedule it',
    access: 'author',
    body: z.object({
      kind: withDefault(z.enum(['article', 'video', 'podcast']), 'video'),
      publication: z.string('FIELDS_REQUIRED').min(1, 'FIELDS_REQUIRED'),
      ...contentForm,
    }),
    status: 201,
    response: authorContent,
  },
  editContent: {
    method: 'put',
    path: '/author/contents/video/:slug',
    summary:
      'Edit a content; save, submit, schedule, archive it, or set the headline. With `If-Match` (the version it ' +
      'was loaded at), a content someone changed meanwhile is refused with 412',
    access: 'author',
    params: z.object({ slug: z.string() }),
    body: z.object({ ...contentForm, archive: withDefault(z.boolean(), false) }),
    response: authorContent,
  },
  statisticsIndex: {
    method: 'get',
    path: '/author/contents/statistics/index',
    summary:
      "The author's totals: views, likes, shares, distinct readers and income (monthly statements, euros)",
    access: 'author',
    response: z.object({
      views: z.number(),
      likes: z.number(),
      shares: z.number(),
      audience: z.number(),
      incomeEuros: euros,
    }),
  },
  statisticsAudience: {
    method: 'get',
    path: '/author/contents/statistics/audience',
    summary: "The author's figures by week, month or year, newest first",
    access: 'author',
    query: period,
    response: z.array(statsRow),
  },
  statisticsIncome: {
    method: 'get',
    path: '/author/contents/statistics/income',
    summary:
      "The author's income statements by week, month or year, newest first: paid reads and clicks, the euros " +
      'paid in whole cents, the remainder under a cent carried into the next period; and their total',
    access: 'author',
    query: period,
    response: z.object({
      period: incomePeriod,
      total: z.object({
        reads: z.number().int(),
        clicks: z.number().int(),
        cents: z.number().int(),
        euros,
        /** The newest statement's remainder, paid once later periods bring it to a cent. */
        carriedEuros: euros,
      }),
      statements: z.array(incomeStatement),
    }),
  },
  statisticsIncomeLines: {
    method: 'get',
    path: '/author/contents/statistics/income/lines',
    summary:
      "The lines of one of the author's statements (the week, month or year starting at `start`): each " +
      "content's reads, clicks and euros, and the paid reads and clicks themselves, oldest first, each with its " +
      "rate card and source event; with `content`, only that content's (another author's content is not found); " +
      'with `per_content`, at most that many lines of each content, its oldest (the totals count them all)',
    access: 'author',
    query: z.object({
      period: withDefault(incomePeriod, 'month'),
      start: day,
      content: optional(id),
      per_content: optional(z.coerce.number().int().min(1).max(1_000)),
    }),
    response: z.object({
      period: incomePeriod,
      periodStart: day,
      periodEnd: day,
      contents: z.array(
        z.object({
          contentId: z.string(),
          /** Absent when the content is no longer on the platform's pages; its lines stay. */
          slug: z.string().nullable(),
          title: z.string().nullable(),
          reads: z.number().int(),
          clicks: z.number().int(),
          euros,
        }),
      ),
      lines: z.array(incomeLine),
    }),
  },
  statisticsPerformance: {
    method: 'get',
    path: '/author/contents/statistics/performance/:slug',
    summary: "One content's figures by week, month or year",
    access: 'author',
    params: z.object({ slug: z.string() }),
    query: period,
    response: z.array(statsRow),
  },
  encoderTask: {
    method: 'get',
    path: '/encoder/tasks/:id',
    summary: "The encoding task of one of the author's media uploads",
    access: 'author',
    params: z.object({ id }),
    response: encoderTask,
  },
  cancelEncoderTask: {
    method: 'delete',
    path: '/encoder/tasks/:id',
    summary: 'Cancel an encoding that has not finished',
    access: 'author',
    params: z.object({ id }),
    response: encoderTask,
  },
  encoderDetails: {
    method: 'get',
    path: '/encoder/details',
    summary: 'What the server measured of an uploaded media url, and its encoding tasks with their progress',
    access: 'author',
    query: z.object({ sourceUrl: z.string('FIELDS_REQUIRED').min(1, 'FIELDS_REQUIRED') }),
    response: z.object({
      sourceUrl: z.string(),
      uploadId: z.string(),
      kind: z.enum(['image', 'video', 'audio']),
      contentType: z.string(),
      sizeBytes: z.number(),
      widthPx: z.number().nullable(),
      heightPx: z.number().nullable(),
      durationSeconds: z.number().nullable(),
      tasks: z.array(
        z.object({ id: z.string(), contentId: z.string(), status: z.string(), progress: z.number() }),
      ),
    }),
  },
});
