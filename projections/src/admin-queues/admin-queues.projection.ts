import { slugOfLink } from '@afrimedia/domain';
import type {
  AdminAuthorApplicationsTable,
  AdminPublicationsTable,
  ReadModels,
} from '@afrimedia/read-models';
import type { Transaction, Updateable } from 'kysely';
import { defineProjection } from '../runtime/define-projection.ts';
import { type EventOfType } from '../runtime/event-handlers.ts';
import { changedColumns, insertRegistered } from '../runtime/people-rows.ts';

type Trx = Transaction<ReadModels>;

/** What the platform team validates (authors, publications) and what readers reported. */
export const adminQueuesProjection = defineProjection('admin-queues', {
  tables: [
    'admin_queues.people',
    'admin_queues.author_applications',
    'admin_queues.publications',
    'admin_queues.reports',
  ],
  handlers: {
    UserRegistered: insertRegistered('admin_queues.people', personOf),
    ProfileUpdated: async (trx, { event }) => {
      const { email, firstName, lastName } = event.data.personal;
      const changed = changedColumns({ email, first_name: firstName, last_name: lastName });
      if (!changed) return;
      await trx
        .updateTable('admin_queues.people')
        .set(changed)
        .where('user_id', '=', event.data.userId)
        .execute();
    },
    AccountDeleted: async (trx, { event }) => {
      // No personal data survives an account's deletion (ARCHITECTURE §7): the person and their application go.
      await trx.deleteFrom('admin_queues.people').where('user_id', '=', event.data.userId).execute();
      await trx
        .deleteFrom('admin_queues.author_applications')
        .where('author_id', '=', event.data.userId)
        .execute();
      await trx.deleteFrom('admin_queues.reports').where('reader_id', '=', event.data.userId).execute();
    },
    AuthorApplicationSubmitted: async (trx, { event }) => {
      const application = {
        expertise_title: event.data.expertiseTitle,
        about_me: event.data.aboutMe,
        country: event.data.country ?? null,
        status: 'waiting' as const,
        submitted_at: new Date(event.data.submittedAt),
        decided_at: null,
        decided_by: null,
        reason: null,
      };
      // A refused applicant may apply again: the new application replaces the refused one and waits anew.
      await trx
        .insertInto('admin_queues.author_applications')
        .values({ author_id: event.data.authorId, ...application })
        .onConflict((conflict) => conflict.column('author_id').doUpdateSet(application))
        .execute();
    },
    AuthorValidated: (trx, { event }) =>
      decideApplication(trx, event.data.authorId, {
        status: 'validated',
        decided_at: new Date(event.data.validatedAt),
        decided_by: event.data.validatedBy,
        reason: null,
      }),
    AuthorRejected: (trx, { event }) =>
      decideApplication(trx, event.data.authorId, {
        status: 'rejected',
        decided_at: new Date(event.data.rejectedAt),
        decided_by: event.data.rejectedBy,
        reason: event.data.reason ?? null,
      }),
    PublicationCreated: async (trx, { event }) => {
      await trx
        .insertInto('admin_queues.publications')
        .values({
          publication_id: event.data.publicationId,
          owner_id: event.data.ownerId,
          name: event.data.name,
          slug: event.data.slug,
          description: event.data.description,
          topics: [...event.data.topics],
          status: 'draft',
          created_at: new Date(event.data.createdAt),
          submitted_at: null,
          decided_at: null,
          decided_by: null,
          reason: null,
        })
        .onConflict((conflict) => conflict.column('publication_id').doNothing())
        .execute();
    },
    PublicationEdited: async (trx, { event }) => {
      await setPublication(trx, event.data.publicationId, {
        name: event.data.name,
        slug: event.data.slug,
        description: event.data.description,
        topics: [...event.data.topics],
      });
    },
    PublicationSubmitted: async (trx, { event }) => {
      await setPublication(trx, event.data.publicationId, {
        status: 'waiting',
        submitted_at: new Date(event.data.submittedAt),
        decided_at: null,
        decided_by: null,
        reason: null,
      });
    },
    PublicationValidated: async (trx, { event }) => {
      await setPublication(trx, event.data.publicationId, {
        status: 'validated',
        decided_at: new Date(event.data.validatedAt),
        decided_by: event.data.validatedBy,
      });
    },
    PublicationRejected: async (trx, { event }) => {
      await setPublication(trx, event.data.publicationId, {
        status: 'rejected',
        decided_at: new Date(event.data.rejectedAt),
        decided_by: event.data.rejectedBy,
        reason: event.data.reason ?? null,
      });
    },
    PublicationArchived: async (trx, { event }) => {
      await setPublication(trx, event.data.publicationId, { status: 'archived' });
    },
    ContentReported: async (trx, { event }) => {
      await trx
        .insertInto('admin_queues.reports')
        .values({
          report_id: event.data.reportId,
          reader_id: event.data.readerId,
          link: event.data.link,
          title: event.data.title,
          comment: event.data.comment,
          reported_at: new Date(event.data.at),
          content_slug: slugOfLink(event.data.link),
        })
        .onConflict((conflict) => conflict.column('report_id').doNothing())
        .execute();
    },
    ContentHidden: async (trx, { event }) => {
      await trx
        .updateTable('admin_queues.reports')
        .set({
          status: 'hidden',
          content_id: event.data.contentId,
          decided_at: new Date(event.data.hiddenAt),
          decided_by: event.data.hiddenBy,
        })
        .where('report_id', '=', event.data.reportId)
        .execute();
    },
    ReportDismissed: async (trx, { event }) => {
      await trx
        .updateTable('admin_queues.reports')
        .set({
          status: 'dismissed',
          decided_at: new Date(event.data.dismissedAt),
          decided_by: event.data.dismissedBy,
        })
        .where('report_id', '=', event.data.reportId)
        .execute();
    },
    AccountDeactivated: async (trx, { event }) => {
      await trx
        .updateTable('admin_queues.people')
        .set({ deactivated_at: new Date(event.data.deactivatedAt) })
        .where('user_id', '=', event.data.userId)
        .execute();
    },
  },
});

const setPublication = (trx: Trx, publicationId: string, values: Updateable<AdminPublicationsTable>) =>
  trx
    .updateTable('admin_queues.publications')
    .set(values)
    .where('publication_id', '=', publicationId)
    .execute();

const decideApplication = (trx: Trx, authorId: string, decision: Updateable<AdminAuthorApplicationsTable>) =>
  trx
    .updateTable('admin_queues.author_applications')
    .set(decision)
    .where('author_id', '=', authorId)
    .execute();

function personOf(event: EventOfType<'UserRegistered'>) {
  const { email, firstName = '', lastName = '' } = event.data.personal;
  return { user_id: event.data.userId, email, first_name: firstName, last_name: lastName };
}
