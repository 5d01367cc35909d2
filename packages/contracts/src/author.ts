import { z } from 'zod';
import { defineCalls } from './call.ts';
import { country, direction, id, slug } from './fields.ts';

/** An image as an earlier upload described it (POST /uploads/:role). */
export const imageRef = z.object({
  url: z.string().min(1, 'THUMBNAIL_REQUIRED'),
  sizeBytes: z.number().int().nonnegative(),
  widthPx: z.number().int().nonnegative(),
});

const languages = z.enum(['en', 'fr', 'ar', 'es']);
const period = z.object({ period: z.enum(['week', 'month', 'year']).default('week') });

const playlistForm = z.object({
  name: z.string('NAME_REQUIRED').trim().min(1, 'NAME_REQUIRED').max(200),
  slug: slug.optional(),
  description: z.string('DESCRIPTION_REQUIRED').trim().min(1, 'DESCRIPTION_REQUIRED').max(5000),
  topics: z.array(z.string(), 'TOPIC_REQUIRED'),
  thumbnail: imageRef.optional(),
  cover: imageRef.optional(),
  /** Ask the platform team to validate it. */
  submit: z.boolean().default(false),
});

const contentForm = {
  title: z.string('FIELDS_REQUIRED').max(300),
  short_name: z.partialRecord(languages, z.string().max(300)).optional(),
  slug: slug.optional(),
  summary: z.string().max(2000).optional(),
  body: z.string().max(500_000).optional(),
  region: z.string().max(100).optional(),
  country: country.optional(),
  topics: z.array(z.string(), 'TOPIC_REQUIRED'),
  cover: imageRef.optional(),
  maturity: z.string().max(40).optional(),
  available_countries: z.array(country).max(250).optional(),
  genre: z.string().max(40).optional(),
  episode: z.object({ season: z.number().int(), number: z.number().int() }).optional(),
  email_followers: z.boolean().optional(),
  /** An uploaded video or audio file (POST /uploads/video or /uploads/audio). */
  media: z
    .object({
      url: z.string().min(1),
      sizeBytes: z.number().int().nonnegative(),
      durationSeconds: z.number().optional(),
    })
    .optional(),
  /** save: keep as a draft; submit: publish (or wait for the publication's validation); schedule: at publish_at. */
  action: z.enum(['save', 'submit', 'schedule']).default('save'),
  publish_at: z.iso.datetime({ offset: true, error: 'FIELDS_REQUIRED' }).optional(),
  /** Make it the author's headline (true) or take the headline away (false). */
  headline: z.boolean().optional(),
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
  stream_url: z.string().nullable(),
  media: z.object({ id: z.string(), status: z.string().nullable() }).nullable(),
});

const statsRow = z.object({
  periodStart: z.string(),
  views: z.number(),
  likes: z.number(),
  shares: z.number(),
  audience: z.number(),
});

const encoderTask = z.object({
  id: z.string(),
  contentId: z.string(),
  status: z.enum(['uploaded', 'encoded', 'failed']),
  streamUrl: z.string().nullable(),
  reason: z.string().nullable(),
});

export const authorCalls = defineCalls({
  contents: {
    method: 'get',
    path: '/author/contents',
    summary: "The author's contents in every state, or their publications (type playlist)",
    access: 'author',
    query: z.object({
      type: z.enum(['article', 'video', 'podcast', 'playlist']).optional(),
      owner: z.string().optional(),
      orderBy: z.enum(['date', 'alphabetical']).default('date'),
      direction: direction.optional(),
    }),
    response: z.array(authorContent),
  },
  content: {
    method: 'get',
    path: '/author/contents/:slug',
    summary: "One of the author's contents or publications, in any state",
    access: 'author',
    params: z.object({ slug: z.string() }),
    response: authorContent,
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
    summary: 'Edit a publication; with submit, ask for its validation',
    access: 'author',
    params: z.object({ slug: z.string() }),
    body: playlistForm,
    response: authorContent,
  },
  createVideo: {
    method: 'post',
    path: '/author/contents/video',
    summary:
      'Draft an article, video or podcast in one of the author’s publications, and save, submit or schedule it',
    access: 'author',
    body: z.object({
      kind: z.enum(['article', 'video', 'podcast']).default('video'),
      publication: z.string('FIELDS_REQUIRED').min(1, 'FIELDS_REQUIRED'),
      ...contentForm,
    }),
    status: 201,
    response: authorContent,
  },
  editVideo: {
    method: 'put',
    path: '/author/contents/video/:slug',
    summary: 'Edit a content; save, submit, schedule, archive it, or set the headline',
    access: 'author',
    params: z.object({ slug: z.string() }),
    body: z.object({ ...contentForm, archive: z.boolean().default(false) }),
    response: authorContent,
  },
  statisticsIndex: {
    method: 'get',
    path: '/author/contents/statistics/index',
    summary: "The author's totals: views, likes, shares and distinct readers",
    access: 'author',
    response: z.object({ views: z.number(), likes: z.number(), shares: z.number(), audience: z.number() }),
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
    summary: 'Not open yet (501 PAYMENTS_NOT_AVAILABLE): income arrives with payments',
    access: 'author',
    query: period,
    response: z.object({ ok: z.never() }),
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
    summary: 'What the storage holds for an uploaded media url',
    access: 'author',
    query: z.object({ sourceUrl: z.string('FIELDS_REQUIRED').min(1, 'FIELDS_REQUIRED') }),
    response: z.object({ sourceUrl: z.string(), contentType: z.string(), sizeBytes: z.number() }),
  },
});
