import type { DomainEvent } from '@afrimedia/domain';
import type { ReadModels } from '@afrimedia/read-models';
import { sql, type Transaction } from 'kysely';
import { existingIds } from '../runtime/existing-ids.ts';
import { inChunks } from '../runtime/in-chunks.ts';
import type { ProjectedEvent } from '../runtime/projected-event.ts';
import type { Projection } from '../runtime/projection.ts';
import {
  draftedId,
  foldDocumentRun,
  inDocumentRun,
  playlistFields,
  popularityChange,
  statusChange,
  textFields,
} from './document-run.ts';

type Trx = Transaction<ReadModels>;

/**
 * The search index of published contents and validated publications (playlists): texts for the four languages'
 * full-text vectors and the trigram index (computed by the table's trigger), the author's name, filters, and in a
 * table of its own a popularity that counts views, likes and shares.
 */
export const searchProjection: Projection = {
  name: 'search',
  canHandle: [
    'UserRegistered',
    'ProfileUpdated',
    'AccountDeleted',
    'ContentDrafted',
    'ContentEdited',
    'ContentSubmitted',
    'ContentScheduled',
    'ContentPublished',
    'ContentArchived',
    'ContentHidden',
    'PublicationCreated',
    'PublicationEdited',
    'PublicationSubmitted',
    'PublicationValidated',
    'PublicationRejected',
    'PublicationArchived',
    'Liked',
    'Unliked',
    'ContentViewed',
    'ContentShared',
  ],
  // Drafts, status changes, views, likes and shares make most of the feed: each run of them is folded in memory
  // and written with a few statements; author and text events between the runs are applied one at a time.
  async handle(trx, events) {
    let run: DomainEvent[] = [];
    for (const projected of events) {
      if (inDocumentRun(projected.event)) {
        run.push(projected.event);
        continue;
      }
      await writeDocumentRun(trx, run);
      run = [];
      await apply(trx, projected);
    }
    await writeDocumentRun(trx, run);
  },
  async truncate(trx) {
    await trx.deleteFrom('search.documents').execute();
    await trx.deleteFrom('search.authors').execute();
    await trx.deleteFrom('search.popularity').execute();
  },
};

async function refreshAuthorName(trx: Trx, userId: string) {
  await trx
    .updateTable('search.documents')
    .set({
      author_name: sql`coalesce((select trim(first_name || ' ' || last_name) from search.authors where user_id = ${userId}), '')`,
    })
    .where('author_id', '=', userId)
    .execute();
}

async function apply(trx: Trx, { event }: ProjectedEvent): Promise<void> {
  switch (event.type) {
    case 'UserRegistered': {
      const { firstName = '', lastName = '' } = event.data.personal;
      await trx
        .insertInto('search.authors')
        .values({ user_id: event.data.userId, first_name: firstName, last_name: lastName })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .execute();
      return;
    }
    case 'ProfileUpdated': {
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
    }
    case 'AccountDeleted':
      await trx.deleteFrom('search.authors').where('user_id', '=', event.data.userId).execute();
      return refreshAuthorName(trx, event.data.userId);
    case 'ContentEdited':
      await trx
        .updateTable('search.documents')
        .set(textFields(event.data))
        .where('content_id', '=', event.data.contentId)
        .execute();
      return;
    case 'PublicationEdited':
      await trx
        .updateTable('search.documents')
        .set(playlistFields(event.data))
        .where('content_id', '=', event.data.publicationId)
        .execute();
      return;
    default:
      return;
  }
}

/** Writes a folded run: new documents with their authors' names, final statuses, final popularity counts. */
async function writeDocumentRun(trx: Trx, events: readonly DomainEvent[]): Promise<void> {
  if (events.length === 0) return;
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
