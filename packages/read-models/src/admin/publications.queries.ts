import { adminPublicationsCalls, type AdminPublicationRecord } from '@afrimedia/contracts';
import { adminList, type AdminDb } from './list-sql.ts';

/** Every publication in any state. */
const publications = adminList(
  adminPublicationsCalls.list,
  (db: AdminDb) =>
    db
      .selectFrom('admin_queues.publications')
      .select(['publication_id', 'name', 'slug', 'owner_id', 'status', 'topics', 'created_at']),
  () => ({
    key: 'publication_id',
    search: ['name', 'slug'],
    equals: { status: 'status', ownerId: 'owner_id' },
    sortColumns: {
      id: 'publication_id',
      name: 'name',
      slug: 'slug',
      status: 'status',
      createdAt: 'created_at',
    },
    nullsLast: true,
    recordOf: (row): AdminPublicationRecord => ({
      id: row.publication_id,
      name: row.name,
      slug: row.slug,
      ownerId: row.owner_id,
      status: row.status,
      topics: row.topics,
      createdAt: row.created_at?.toISOString() ?? null,
    }),
  }),
);

export const publicationPage = publications.page;
export const publicationRecord = publications.one;
