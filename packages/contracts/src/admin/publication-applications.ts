import { z } from 'zod';
import { adminReason } from '../admin.ts';
import { decisionFields } from './author-applications.ts';
import { adminInstant, adminResource, defineAdminResource, searchableListFilter } from './simple-rest.ts';

export const publicationStatuses = ['draft', 'waiting', 'validated', 'rejected', 'archived'] as const;

/** A publication as the validation queue shows it. */
export const adminPublicationApplicationRecord = z.object({
  id: z.string(),
  ownerId: z.string(),
  ownerEmail: z.string().nullable(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  topics: z.array(z.string()),
  status: z.enum(publicationStatuses),
  submittedAt: adminInstant.nullable(),
  ...decisionFields,
});
export type AdminPublicationApplicationRecord = z.output<typeof adminPublicationApplicationRecord>;

/** An article of the publication, for the team to read before deciding. */
export const adminPublicationArticle = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  state: z.string(),
  slug: z.string(),
});
export type AdminPublicationArticle = z.output<typeof adminPublicationArticle>;

/** One publication application with its articles, oldest drafted first. */
export const adminPublicationApplicationDetail = adminPublicationApplicationRecord.extend({
  articles: z.array(adminPublicationArticle),
});
export type AdminPublicationApplicationDetail = z.output<typeof adminPublicationApplicationDetail>;

const applications = adminResource('publication-applications', adminPublicationApplicationDetail);

export const adminPublicationApplicationsCalls = defineAdminResource({
  list: applications.list('Publications waiting for validation (oldest first), and the decisions taken', {
    sortable: ['id', 'submittedAt', 'decidedAt', 'name', 'status', 'waitingSeconds'],
    defaultSort: ['submittedAt', 'asc'],
    filter: searchableListFilter({
      status: z.enum(publicationStatuses).optional(),
    }),
    record: adminPublicationApplicationRecord,
  }),
  getOne: applications.getOne('One publication application with its articles'),
  approve: applications.action(
    'approve',
    'Validates the publication (a first one needs a published article, spec §4), answering it with its articles',
  ),
  reject: applications.action(
    'reject',
    'Refuses the publication with the reason its owner is shown, answering it with its articles',
    adminReason,
  ),
});
