import { imageSrcset, type PagesPublicationsTable, type ReadModels } from '@afrimedia/read-models';
import type { Transaction } from 'kysely';
import type { ProjectionPart } from '../runtime/define-projection.ts';
import type { EventOfType } from '../runtime/event-handlers.ts';
import { publicationVersions } from './stream-versions.ts';

type Trx = Transaction<ReadModels>;

const { versioned } = publicationVersions;

/** The publications' pages, with the state the team's decisions left them in. */
export const pagesPublications: ProjectionPart = {
  tables: ['pages.publications'],
  handlers: {
    ...publicationVersions.recorders,
    PublicationCreated: versioned((trx, { event }) =>
      trx
        .insertInto('pages.publications')
        .values({
          publication_id: event.data.publicationId,
          owner_id: event.data.ownerId,
          status: 'draft',
          created_at: new Date(event.data.createdAt),
          ...publicationFields(event.data),
        })
        .onConflict((conflict) => conflict.column('publication_id').doNothing())
        .execute(),
    ),
    PublicationEdited: versioned((trx, { event }) =>
      trx
        .updateTable('pages.publications')
        .set(publicationFields(event.data))
        .where('publication_id', '=', event.data.publicationId)
        .execute(),
    ),
    PublicationSubmitted: versioned((trx, { event }) =>
      setPublication(trx, event.data.publicationId, 'waiting_validation'),
    ),
    PublicationValidated: versioned((trx, { event }) =>
      setPublication(trx, event.data.publicationId, 'published'),
    ),
    PublicationRejected: versioned((trx, { event }) =>
      setPublication(trx, event.data.publicationId, 'rejected', event.data.reason ?? null),
    ),
    PublicationArchived: versioned((trx, { event }) =>
      setPublication(trx, event.data.publicationId, 'archived'),
    ),
    AccountDeleted: (trx, { event }) =>
      trx.deleteFrom('pages.publications').where('owner_id', '=', event.data.userId).execute(),
  },
};

function publicationFields(data: EventOfType<'PublicationCreated' | 'PublicationEdited'>['data']) {
  return {
    name: data.name,
    slug: data.slug,
    description: data.description,
    topics: [...data.topics],
    thumbnail_url: data.thumbnail.url,
    cover_url: data.cover?.url ?? null,
    thumbnail_srcset: imageSrcset(data.thumbnail),
    cover_srcset: imageSrcset(data.cover),
  };
}

/** A publication's new state; the team's reason is kept only while it stands rejected. */
function setPublication(
  trx: Trx,
  publicationId: string,
  status: PagesPublicationsTable['status'],
  rejectionReason: string | null = null,
) {
  return trx
    .updateTable('pages.publications')
    .set({ status, rejection_reason: rejectionReason })
    .where('publication_id', '=', publicationId)
    .execute();
}
