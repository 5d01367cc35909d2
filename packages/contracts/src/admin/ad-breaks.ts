import { adBreakKinds } from '@afrimedia/domain';
import { z } from 'zod';
import { plainText } from '../fields.ts';
import { adminInstant, adminResource, defineAdminResource, searchableListFilter } from './simple-rest.ts';

export const adBreakStatuses = ['active', 'withdrawn'] as const;

/** A house ad as the console shows it: what it plays, before which media, and whether it still plays. */
export const adminAdBreakRecord = z.object({
  id: z.string(),
  title: z.string(),
  mediaKind: z.enum(adBreakKinds),
  /** The uploaded file the ad plays, where the API serves it. */
  mediaUrl: z.string(),
  uploadId: z.string(),
  durationSeconds: z.number().nullable(),
  link: z.string().nullable(),
  status: z.enum(adBreakStatuses),
  publishedAt: adminInstant,
  withdrawnAt: adminInstant.nullable(),
});
export type AdminAdBreakRecord = z.output<typeof adminAdBreakRecord>;

/** An empty link field is no link. */
const optionalLink = z
  .string()
  .trim()
  .max(2000, 'UNSAFE_LINK')
  .nullable()
  .optional()
  .transform((link) => (link ? link : undefined));

/**
 * POST /api/admin/ad-breaks: a new house ad playing a file uploaded first (`POST /api/uploads/video` or
 * `/audio`), named by its upload id; the file must be of the ad's kind.
 */
export const adminAdBreak = z.object({
  title: plainText(z.string().trim().min(1, 'NAME_REQUIRED').max(200, 'FIELDS_REQUIRED')),
  mediaKind: z.enum(adBreakKinds, 'FIELDS_REQUIRED'),
  uploadId: z.string().trim().min(1, 'UPLOAD_NOT_FOUND').max(200, 'UPLOAD_NOT_FOUND'),
  link: optionalLink,
});

const ads = adminResource('ad-breaks', adminAdBreakRecord);

export const adminAdBreaksCalls = defineAdminResource({
  list: ads.list('House ads played before videos and podcast episodes, latest published first', {
    sortable: ['id', 'title', 'mediaKind', 'status', 'publishedAt'],
    defaultSort: ['publishedAt', 'desc'],
    filter: searchableListFilter({
      mediaKind: z.enum(adBreakKinds).optional(),
      status: z.enum(adBreakStatuses).optional(),
    }),
  }),
  getOne: ads.getOne('One house ad'),
  create: ads.create(
    'Publishes a house ad (AdBreakPublished): from now on it may play before media of its kind for every reader ' +
      'without Premium. A file of another kind is 400 WRONG_FILE_TYPE, an unknown upload 400 UPLOAD_NOT_FOUND',
    adminAdBreak,
  ),
  withdraw: ads.action(
    'withdraw',
    'Withdraws the ad (AdBreakWithdrawn): it plays no more; withdrawing it again appends nothing',
  ),
});
