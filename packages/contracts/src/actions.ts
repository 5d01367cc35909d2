import { clickSources, QUALIFIED_READ_SECONDS } from '@afrimedia/domain';
import { z } from 'zod';
import { defineCalls } from './call.ts';
import { id, ok, optional } from './fields.ts';

const relationState = z.object({
  id: z.string(),
  active: z.boolean(),
  count: z.number().int().nonnegative(),
});
const target = z.object({ id });
/** Spec §7 "POST body profile": the viewing profile a favourite or like is filed under; the device's own when absent. */
const profileBody = z.object({ profile: optional(z.string().max(100)) }).default({});

const contentRelationCalls = (name: 'fav' | 'like', what: string) =>
  ({
    add: {
      method: 'post',
      path: `/actions/${name}/:id`,
      summary: `${what}: on for a profile of the account (a second call changes nothing)`,
      access: 'user',
      params: target,
      body: profileBody,
      response: relationState,
    },
    remove: {
      method: 'delete',
      path: `/actions/${name}/:id`,
      summary: `${what}: off for a profile of the account (when already off, nothing changes)`,
      access: 'user',
      params: target,
      body: profileBody,
      response: relationState,
    },
  }) as const;

const favourite = contentRelationCalls('fav', 'Favourite a published content');
const like = contentRelationCalls('like', 'Like a published content');
/** Follows are the account's, whichever profile it is on: the followers' e-mails go to the account. */
const follow = {
  add: {
    method: 'post',
    path: '/actions/follow/:id',
    summary:
      'Follow an author (user id) or a publication (publication id): on (a second call changes nothing)',
    access: 'user',
    params: target,
    response: relationState,
  },
  remove: {
    method: 'delete',
    path: '/actions/follow/:id',
    summary:
      'Follow an author (user id) or a publication (publication id): off (when already off, nothing changes)',
    access: 'user',
    params: target,
    response: relationState,
  },
} as const;

const viewedContentId = z.string('CONTENT_NOT_FOUND').min(1, 'CONTENT_NOT_FOUND').max(100);
/** Whole seconds, at most a day's: what a page open since its view can have been on screen. */
const readSeconds = z
  .number('FIELDS_REQUIRED')
  .int('FIELDS_REQUIRED')
  .min(0, 'FIELDS_REQUIRED')
  .max(86_400, 'FIELDS_REQUIRED');

/** A reader's subscription as their account shows it (spec §3 User). */
const subscriptionState = z.object({
  subscription_id: z.string(),
  subscription_end: z.string(),
  auto_renew: z.boolean(),
});

export const actionsCalls = defineCalls({
  favouriteAdd: favourite.add,
  favouriteRemove: favourite.remove,
  likeAdd: like.add,
  likeRemove: like.remove,
  followAdd: follow.add,
  followRemove: follow.remove,
  share: {
    method: 'post',
    path: '/actions/share',
    summary: 'Count a share of a published content, under the label of where it was shared',
    access: 'public',
    body: z.object({
      label: z.string('FIELDS_REQUIRED').trim().min(1, 'FIELDS_REQUIRED').max(60),
      contentId: z.string('CONTENT_NOT_FOUND').min(1, 'CONTENT_NOT_FOUND'),
    }),
    response: z.object({ shares: z.number().int().nonnegative() }),
  },
  view: {
    method: 'post',
    path: '/actions/view',
    summary:
      "Count a reader's (or a visitor's device's) opening of a published content, for its author's statistics; `via` says the reader came from a list of contents or a shared link, which may pay its author a click",
    access: 'public',
    body: z.object({
      contentId: viewedContentId,
      via: optional(z.enum(clickSources, 'FIELDS_REQUIRED')),
    }),
    response: z.object({ views: z.number().int().nonnegative() }),
  },
  read: {
    method: 'post',
    path: '/actions/read',
    summary: `Report that a content the reader viewed stayed on screen, or played, for \`seconds\` (the reader app sends it at ${QUALIFIED_READ_SECONDS}); the answer never tells whether the read earns its author anything`,
    access: 'public',
    body: z.object({ contentId: viewedContentId, seconds: readSeconds }),
    status: 202,
    response: ok,
  },
  report: {
    method: 'post',
    path: '/actions/report',
    summary: 'Report a content to the platform team',
    access: 'user',
    body: z.object({
      link: z.string('FIELDS_REQUIRED').max(500),
      title: z.string('FIELDS_REQUIRED').max(300),
      comment: z.string('FIELDS_REQUIRED').max(5000),
    }),
    status: 201,
    response: z.object({ reportId: z.string() }),
  },
  emailFollowers: {
    method: 'post',
    path: '/actions/sendEmailToPublicationSubcribers',
    summary: "E-mail the author's and the publication's followers about a published article, once",
    access: 'author',
    body: z.object({ id: z.string('CONTENT_NOT_FOUND').min(1, 'CONTENT_NOT_FOUND') }),
    response: ok,
  },
  paymentCustomer: {
    method: 'post',
    path: '/payments/stripe/subscriptions/customer',
    summary:
      "Save the card the signed-in reader's subscriptions are paid with: a Stripe.js `payment_method` id, or (local test gateway only, Stripe's test numbers) the raw card fields; a refused card answers 402 with the spec's card message",
    access: 'user',
    grownUpsOnly: true,
    body: z.object({
      cvc: optional(z.string().max(4)),
      card_number: optional(z.string().max(23)),
      exp_month: optional(z.coerce.number('FIELDS_REQUIRED').int('FIELDS_REQUIRED')),
      exp_year: optional(z.coerce.number('FIELDS_REQUIRED').int('FIELDS_REQUIRED')),
      user_id: z.string('FIELDS_REQUIRED').min(1, 'FIELDS_REQUIRED'),
      card_owner: optional(z.string().max(200)),
      payment_method: optional(z.string().max(255)),
    }),
    response: z.object({ ok: z.literal(true), brand: z.string(), last4: z.string() }),
  },
  paymentSubscription: {
    method: 'post',
    path: '/payments/stripe/subscriptions/subscription',
    summary:
      "Subscribe the signed-in reader to a plan id of GET /payments/plans with their saved card; a refused payment answers 402 with the spec's card message",
    access: 'user',
    grownUpsOnly: true,
    body: z.object({
      user_id: z.string('FIELDS_REQUIRED').min(1, 'FIELDS_REQUIRED'),
      subscription_id: z.string('FIELDS_REQUIRED').min(1, 'FIELDS_REQUIRED').max(100),
    }),
    status: 201,
    response: subscriptionState,
  },
  paymentCancel: {
    method: 'delete',
    path: '/payments/stripe/subscriptions/cancel/:userId/:subscriptionId',
    summary: 'Turn auto-renew off: the subscription is not renewed and its access lasts until its end date',
    access: 'user',
    grownUpsOnly: true,
    params: z.object({ userId: id, subscriptionId: id }),
    response: subscriptionState,
  },
  upload: {
    method: 'post',
    path: '/uploads/:role',
    summary:
      'Upload one multipart `file`: an image (cover ≥ 1200 px, thumbnail ≥ 600 px, ≤ 2 MB) or, for verified authors, a video (< 5 min) or audio (≤ 300 MB)',
    access: 'user',
    params: z.object({
      role: z.enum(['cover', 'thumbnail', 'image', 'video', 'audio'], 'FILE_PROCESSING_FAILED'),
    }),
    status: 201,
    /** What the server measured of the file; forms name it by `id`. */
    response: z.object({
      id: z.string(),
      url: z.string(),
      kind: z.enum(['image', 'video', 'audio']),
      contentType: z.string(),
      sizeBytes: z.number().int(),
      widthPx: z.number().int().optional(),
      heightPx: z.number().int().optional(),
      durationSeconds: z.number().optional(),
      /** Images: the smaller WebP copies made of it, narrowest first (none for an image 320 px wide or less). */
      renditions: z.array(z.object({ widthPx: z.number().int(), url: z.string() })).optional(),
    }),
  },
});
