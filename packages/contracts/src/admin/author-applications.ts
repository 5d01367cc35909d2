import { z } from 'zod';
import { adminReason } from '../admin.ts';
import { adminInstant, adminResource, defineAdminResource, searchableListFilter } from './simple-rest.ts';
import { personFields } from './users.ts';

export const authorApplicationStatuses = ['waiting', 'validated', 'rejected'] as const;

/** How the validation queues (authors' applications, publications) give the decision taken on an item. */
export const decisionFields = {
  decidedAt: adminInstant.nullable(),
  decidedBy: z.string().nullable(),
  reason: z.string().nullable(),
  /** From submission to the decision, or to now while waiting; 0 for an item never submitted. */
  waitingSeconds: z.int().min(0),
};

/** An author's application as the team decides it. */
export const adminAuthorApplicationRecord = z.object({
  id: z.string(),
  ...personFields,
  /** Null until the people read model knows the applicant. */
  email: personFields.email.nullable(),
  expertiseTitle: z.string(),
  aboutMe: z.string(),
  country: z.string().nullable(),
  /** The picture the applicant gave with the application (it becomes their avatar), as a media path. */
  photoUrl: z.string().nullable(),
  status: z.enum(authorApplicationStatuses),
  submittedAt: adminInstant,
  ...decisionFields,
});
export type AdminAuthorApplicationRecord = z.output<typeof adminAuthorApplicationRecord>;

const applications = adminResource('author-applications', adminAuthorApplicationRecord);

export const adminAuthorApplicationsCalls = defineAdminResource({
  list: applications.list("Authors' applications, waiting first (oldest first), and the decisions taken", {
    sortable: ['id', 'submittedAt', 'decidedAt', 'status', 'email', 'waitingSeconds'],
    defaultSort: ['submittedAt', 'asc'],
    filter: searchableListFilter({
      status: z.enum(authorApplicationStatuses).optional(),
    }),
  }),
  getOne: applications.getOne('One application'),
  approve: applications.action('approve', 'Validates the author (AuthorValidated)'),
  reject: applications.action(
    'reject',
    'Refuses the application with the reason the applicant is shown and e-mailed (AuthorRejected)',
    adminReason,
  ),
});
