import { z } from 'zod';
import { defineCalls } from './call.ts';
import { id, ok, optional } from './fields.ts';

const relationState = z.object({
  id: z.string(),
  active: z.boolean(),
  count: z.number().int().nonnegative(),
});
const target = z.object({ id });
const profileBody = z.object({ profile: optional(z.string().max(100)) }).default({});

const relationCalls = (name: 'fav' | 'like' | 'follow', what: string) =>
  ({
    add: {
      method: 'post',
      path: `/actions/${name}/:id`,
      summary: `${what}: on (a second call changes nothing)`,
      access: 'user',
      params: target,
      body: profileBody,
      response: relationState,
    },
    remove: {
      method: 'delete',
      path: `/actions/${name}/:id`,
      summary: `${what}: off (when already off, nothing changes)`,
      access: 'user',
      params: target,
      response: relationState,
    },
  }) as const;

const favourite = relationCalls('fav', 'Favourite a published content');
const like = relationCalls('like', 'Like a published content');
const follow = relationCalls('follow', 'Follow an author (user id) or a publication (publication id)');

/** Payments are not open (the API answers 501); the bodies are the spec's, so clients and the OpenAPI document know them. */
const paymentsClosed = { ok: z.never() };

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
      "Count a reader's (or a visitor's device's) opening of a published content, for its author's statistics",
    access: 'public',
    body: z.object({ contentId: z.string('CONTENT_NOT_FOUND').min(1, 'CONTENT_NOT_FOUND').max(100) }),
    response: z.object({ views: z.number().int().nonnegative() }),
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
    summary: 'Not open yet (501 PAYMENTS_NOT_AVAILABLE): register the card owner as a customer',
    access: 'user',
    body: z.object({
      cvc: optional(z.string()),
      card_number: optional(z.string()),
      exp_month: optional(z.coerce.number()),
      exp_year: optional(z.coerce.number()),
      user_id: optional(z.string()),
      card_owner: optional(z.string()),
    }),
    response: z.object(paymentsClosed),
  },
  paymentSubscription: {
    method: 'post',
    path: '/payments/stripe/subscriptions/subscription',
    summary: 'Not open yet (501 PAYMENTS_NOT_AVAILABLE): subscribe to a plan',
    access: 'user',
    body: z.object({ user_id: optional(z.string()), subscription_id: optional(z.string()) }),
    response: z.object(paymentsClosed),
  },
  paymentCancel: {
    method: 'delete',
    path: '/payments/stripe/subscriptions/cancel/:userId/:subscriptionId',
    summary: 'Not open yet (501 PAYMENTS_NOT_AVAILABLE): turn auto-renew off',
    access: 'user',
    params: z.object({ userId: id, subscriptionId: id }),
    response: z.object(paymentsClosed),
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
