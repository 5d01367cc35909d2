import type { ReadModels } from '@afrimedia/read-models';
import { sql, type Transaction } from 'kysely';
import { existingIds } from '../runtime/existing-ids.ts';
import { inChunks } from '../runtime/in-chunks.ts';
import { defineProjection } from '../runtime/define-projection.ts';
import { inRuns, together } from '../runtime/event-handlers.ts';
import type { ProjectedEvent } from '../runtime/projected-event.ts';
import {
  draftedId,
  foldDocumentRun,
  documentRunTypes,
  playlistFields,
  popularityChange,
  statusChange,
  textFields,
} from './document-run.ts';

type Trx = Transaction<ReadModels>;

/**
 * The search index of published contents and validated publications (playlists): texts for the full-text vector
 * (each analysed in its language by the table's trigger, which also counts the corpus's words for typos), the
 * author's name, filters, and in a table of its own a popularity that counts views, likes and shares.
 */
export const searchProjection = defineProjection('search', {
  // The words go after the documents, whose delete counts them down to nothing: emptied by their owner all the same.
  tables: ['search.documents', 'search.words', 'search.authors', 'search.popularity'],
  handlers: {
    // Drafts, status changes, views, likes and shares make most of the feed: each run of them is folded in memory
    // and written with a few statements; author and text events between the runs are applied one at a time.
    ...together(documentRunTypes, writeDocumentRun),
    // A platform's feed opens with its users' registrations, one after the other: a statement for each run of them.
    UserRegistered: inRuns((trx, run) =>
      inChunks(run, (chunk) =>
        trx
          .insertInto('search.authors')
          .values(
            chunk.map(({ event }) => ({
              user_id: event.data.userId,
              first_name: event.data.personal.firstName ?? '',
              last_name: event.data.personal.lastName ?? '',
            })),
          )
          .onConflict((conflict) => conflict.column('user_id').doNothing())
          .execute(),
      ),
    ),
    ProfileUpdated: async (trx, { event }) => {
      const { firstName, lastName } = event.data.personal;
      if (firstName === undefined && lastName === undefined) return;
      await trx
        .updateTable('search.authors')
        .set({
          ...(firstName !== undefined ? { first_name: firstName } : {}),
          ...(lastName !== undefined ? { last_name: lastName } : {}),
        })
        .where('user_id', '=', event.data.userId)
        .execute();
      return refreshAuthorName(trx, event.data.userId);
    },
    AccountDeleted: async (trx, { event }) => {
      await trx.deleteFrom('search.authors').where('user_id', '=', event.data.userId).execute();
      return refreshAuthorName(trx, event.data.userId);
    },
    ContentEdited: async (trx, { event }) => {
      await trx
        .updateTable('search.documents')
        .set(textFields(event.data))
        .where('content_id', '=', event.data.contentId)
        .execute();
    },
    PublicationEdited: async (trx, { event }) => {
      await trx
        .updateTable('search.documents')
        .set(playlistFields(event.data))
        .where('content_id', '=', event.data.publicationId)
        .execute();
    },
  },
});

async function refreshAuthorName(trx: Trx, userId: string) {
  await trx
    .updateTable('search.documents')
    .set({
      author_name: sql`coalesce((select trim(first_name || ' ' || last_name) from search.authors where user_id = ${userId}), '')`,
    })
    .where('author_id', '=', userId)
    .execute();
}

/** Writes a folded run: new documents with their authors' names, final statuses, final popularity counts. */
async function writeDocumentRun(trx: Trx, run: readonly ProjectedEvent[]): Promise<void> {
  const events = run.map((projected) => projected.event);
  const ids = new Set<string>();
  const counting = new Set<string>();
  for (const event of events) {
    const id = draftedId(event) ?? statusChange(event)?.id;
    if (id) ids.add(id);
    const counted = popularityChange(event)?.id;
    if (counted) counting.add(counted);
  }
  const indexed = await existingIds(trx, 'search.documents', ids);
  const counts = new Map<string, number>();
  await inChunks([...counting], async (chunk) => {
    const rows = await trx
      .selectFrom('search.popularity')
      .select(['content_id', 'popularity'])
      .where('content_id', 'in', chunk)
      .execute();
    for (const row of rows) counts.set(row.content_id, Number(row.popularity));
  });
  const { inserts, updates, popularity } = foldDocumentRun(events, indexed, counts);

  const names = new Map<string, string>();
  await inChunks([...new Set(inserts.map((row) => row.author_id))], async (chunk) => {
    const rows = await trx
      .selectFrom('search.authors')
      .select(['user_id', sql<string>`trim(first_name || ' ' || last_name)`.as('name')])
      .where('user_id', 'in', chunk)
      .execute();
    for (const row of rows) names.set(row.user_id, row.name);
  });
  await inChunks(inserts, (chunk) =>
    trx
      .insertInto('search.documents')
      .values(chunk.map((row) => ({ ...row, author_name: names.get(row.author_id) ?? '' })))
      .onConflict((conflict) => conflict.column('content_id').doNothing())
      .execute(),
  );
  await inChunks([...updates], (chunk) =>
    sql`update search.documents d
        set status = v.status, published_at = coalesce(v.published_at, d.published_at)
        from (values ${sql.join(
          chunk.map(
            ([id, change]) => sql`(${id}, ${change.status}, ${change.published_at ?? null}::timestamptz)`,
          ),
        )}) as v(content_id, status, published_at)
        where d.content_id = v.content_id`.execute(trx),
  );
  await inChunks([...popularity], (chunk) =>
    trx
      .insertInto('search.popularity')
      .values(chunk.map(([content_id, count]) => ({ content_id, popularity: count })))
      .onConflict((conflict) =>
        conflict.column('content_id').doUpdateSet({ popularity: (eb) => eb.ref('excluded.popularity') }),
      )
      .execute(),
  );
}
