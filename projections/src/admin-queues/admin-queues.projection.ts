import { slugOfLink, type DomainEvent } from '@afrimedia/domain';
import type { AdminPublicationsTable, ReadModels } from '@afrimedia/read-models';
import type { Transaction, Updateable } from 'kysely';
import { inChunks } from '../runtime/in-chunks.ts';
import type { ProjectedEvent } from '../runtime/projected-event.ts';
import type { Projection } from '../runtime/projection.ts';
import { applyInRuns, type RunHandler } from '../runtime/runs.ts';

type Trx = Transaction<ReadModels>;

/** What the platform team validates (authors, publications) and what readers reported. */
export const adminQueuesProjection: Projection = {
  name: 'admin-queues',
  canHandle: [
    'UserRegistered',
    'ProfileUpdated',
    'AccountDeleted',
    'AuthorApplicationSubmitted',
    'AuthorValidated',
    'AuthorRejected',
    'PublicationCreated',
    'PublicationEdited',
    'PublicationSubmitted',
    'PublicationValidated',
    'PublicationRejected',
    'PublicationArchived',
    'AccountDeactivated',
    'ContentReported',
    'ContentHidden',
    'ReportDismissed',
  ],
  async handle(trx, events) {
    await applyInRuns(trx, events, runHandlers, apply);
  },
  async truncate(trx) {
    for (const table of [
      'admin_queues.people',
      'admin_queues.author_applications',
      'admin_queues.publications',
      'admin_queues.reports',
    ] as const) {
      await trx.deleteFrom(table).execute();
    }
  },
};

const setPublication = (trx: Trx, publicationId: string, values: Updateable<AdminPublicationsTable>) =>
  trx
    .updateTable('admin_queues.publications')
    .set(values)
    .where('publication_id', '=', publicationId)
    .execute();

async function apply(trx: Trx, { event }: ProjectedEvent): Promise<void> {
  switch (event.type) {
    case 'UserRegistered':
      await trx
        .insertInto('admin_queues.people')
        .values(personOf(event))
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .execute();
      return;
    case 'ProfileUpdated': {
      const { email, firstName, lastName } = event.data.personal;
      if (email === undefined && firstName === undefined && lastName === undefined) return;
      await trx
        .updateTable('admin_queues.people')
        .set({
          ...(email !== undefined ? { email } : {}),
          ...(firstName !== undefined ? { first_name: firstName } : {}),
          ...(lastName !== undefined ? { last_name: lastName } : {}),
        })
        .where('user_id', '=', event.data.userId)
        .execute();
      return;
    }
    case 'AccountDeleted':
      // No personal data survives an account's deletion (ARCHITECTURE §7): the person and their application go.
      await trx.deleteFrom('admin_queues.people').where('user_id', '=', event.data.userId).execute();
      await trx
        .deleteFrom('admin_queues.author_applications')
        .where('author_id', '=', event.data.userId)
        .execute();
      await trx.deleteFrom('admin_queues.reports').where('reader_id', '=', event.data.userId).execute();
      return;
    case 'AuthorApplicationSubmitted': {
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
      return;
    }
    case 'AuthorValidated':
    case 'AuthorRejected': {
      const rejected = event.type === 'AuthorRejected';
      await trx
        .updateTable('admin_queues.author_applications')
        .set({
          status: rejected ? 'rejected' : 'validated',
          decided_at: new Date(rejected ? event.data.rejectedAt : event.data.validatedAt),
          decided_by: rejected ? event.data.rejectedBy : event.data.validatedBy,
          reason: rejected ? (event.data.reason ?? null) : null,
        })
        .where('author_id', '=', event.data.authorId)
        .execute();
      return;
    }
    case 'PublicationCreated':
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
      return;
    case 'PublicationEdited':
      await setPublication(trx, event.data.publicationId, {
        name: event.data.name,
        slug: event.data.slug,
        description: event.data.description,
        topics: [...event.data.topics],
      });
      return;
    case 'PublicationSubmitted':
      await setPublication(trx, event.data.publicationId, {
        status: 'waiting',
        submitted_at: new Date(event.data.submittedAt),
        decided_at: null,
        decided_by: null,
        reason: null,
      });
      return;
    case 'PublicationValidated':
      await setPublication(trx, event.data.publicationId, {
        status: 'validated',
        decided_at: new Date(event.data.validatedAt),
        decided_by: event.data.validatedBy,
      });
      return;
    case 'PublicationRejected':
      await setPublication(trx, event.data.publicationId, {
        status: 'rejected',
        decided_at: new Date(event.data.rejectedAt),
        decided_by: event.data.rejectedBy,
        reason: event.data.reason ?? null,
      });
      return;
    case 'PublicationArchived':
      await setPublication(trx, event.data.publicationId, { status: 'archived' });
      return;
    case 'ContentReported':
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
      return;
    case 'ContentHidden':
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
      return;
    case 'ReportDismissed':
      await trx
        .updateTable('admin_queues.reports')
        .set({
          status: 'dismissed',
          decided_at: new Date(event.data.dismissedAt),
          decided_by: event.data.dismissedBy,
        })
        .where('report_id', '=', event.data.reportId)
        .execute();
      return;
    case 'AccountDeactivated':
      await trx
        .updateTable('admin_queues.people')
        .set({ deactivated_at: new Date(event.data.deactivatedAt) })
        .where('user_id', '=', event.data.userId)
        .execute();
      return;
    default:
      return;
  }
}

function personOf(event: DomainEvent) {
  if (event.type !== 'UserRegistered') throw new Error(`not a registration: ${event.type}`);
  const { email, firstName = '', lastName = '' } = event.data.personal;
  return { user_id: event.data.userId, email, first_name: firstName, last_name: lastName };
}

/** Runs of registrations are written with one statement (the first of a user wins, as one at a time). */
const runHandlers: Partial<Record<string, RunHandler>> = {
  UserRegistered: (trx, run) =>
    inChunks(run, (chunk) =>
      trx
        .insertInto('admin_queues.people')
        .values(chunk.map(({ event }) => personOf(event)))
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .execute(),
    ),
};
