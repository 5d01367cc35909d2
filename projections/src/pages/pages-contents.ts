import { contentMaturityAge } from '@afrimedia/domain';
import {
  imageSrcset,
  smallestImageUrl,
  type PagesContentsTable,
  type ReadModels,
} from '@afrimedia/read-models';
import { sql, type Transaction, type Updateable } from 'kysely';
import type { ProjectionPart } from '../runtime/define-projection.ts';
import { together, type EventOfType } from '../runtime/event-handlers.ts';
import { existingIds } from '../runtime/existing-ids.ts';
import { inChunks } from '../runtime/in-chunks.ts';
import type { ProjectedEvent } from '../runtime/projected-event.ts';
import { foldLifecycleRun, lifecycleTypes } from './content-lifecycle.ts';
import { contentVersions } from './stream-versions.ts';

type Trx = Transaction<ReadModels>;

const { versioned } = contentVersions;

/** The contents as the reader's pages show them: texts, status, media and renditions. */
export const pagesContents: ProjectionPart = {
  tables: ['pages.contents'],
  handlers: {
    ...contentVersions.recorders,
    // A content's draft and status changes make most of the feed's content events: each run of them is folded in
    // memory and written with a few statements.
    ...together(lifecycleTypes, writeLifecycleRun),
    ContentEdited: versioned((trx, { event }) =>
      setContent(trx, event.data.contentId, contentFields(event.data)),
    ),
    MediaUploaded: versioned((trx, { event }) =>
      setContent(trx, event.data.contentId, {
        duration_seconds:
          event.data.durationSeconds === undefined ? null : Math.round(event.data.durationSeconds),
        media_id: event.data.mediaId,
        media_status: 'uploaded',
        media_error: null,
      }),
    ),
    MediaEncoded: versioned((trx, { event }) =>
      trx
        .updateTable('pages.contents')
        .set({
          stream_url: event.data.streamUrl,
          poster_url: event.data.posterUrl ?? null,
          data_saver_url: event.data.dataSaverUrl ?? null,
          media_status: 'encoded',
        })
        .where('content_id', '=', event.data.contentId)
        .where('media_id', '=', event.data.mediaId)
        .execute(),
    ),
    MediaEncodingFailed: versioned((trx, { event }) =>
      trx
        .updateTable('pages.contents')
        .set({ media_status: 'failed', media_error: event.data.reason })
        .where('content_id', '=', event.data.contentId)
        .where('media_id', '=', event.data.mediaId)
        .execute(),
    ),
    AccountDeleted: (trx, { event }) =>
      trx.deleteFrom('pages.contents').where('author_id', '=', event.data.userId).execute(),
  },
};

function contentFields(data: EventOfType<'ContentDrafted' | 'ContentEdited'>['data']) {
  return {
    slug: data.slug,
    title: data.title,
    short_name: JSON.stringify(data.shortName),
    summary: data.summary ?? null,
    body: data.body ? JSON.stringify(data.body) : null,
    cover_url: data.cover?.url ?? null,
    cover_srcset: imageSrcset(data.cover),
    cover_small_url: smallestImageUrl(data.cover),
    topics: [...data.topics],
    region: data.region ?? null,
    country: data.country?.toLowerCase() ?? null,
    reading_time_minutes: data.readingTimeMinutes,
    maturity_age: contentMaturityAge(data.maturity),
    available_countries: data.availableCountries ? [...data.availableCountries] : null,
    premium_only: data.premiumOnly ?? false,
    genre: data.genre ?? null,
    season: data.episode?.season ?? null,
    episode: data.episode?.number ?? null,
  };
}

function setContent(trx: Trx, contentId: string, values: Updateable<PagesContentsTable>) {
  return trx.updateTable('pages.contents').set(values).where('content_id', '=', contentId).execute();
}

function draftRow(event: EventOfType<'ContentDrafted'>) {
  return {
    content_id: event.data.contentId,
    kind: event.data.kind,
    author_id: event.data.ownerId,
    publication_id: event.data.publicationId,
    status: 'draft' as const,
    stream_url: null,
    duration_seconds: null,
    published_at: null,
    drafted_at: new Date(event.data.draftedAt),
    ...contentFields(event.data),
  };
}

/** Writes a folded run of lifecycle events: new contents, then one statement per chunk of changed ones. */
async function writeLifecycleRun(trx: Trx, run: readonly ProjectedEvent[]): Promise<void> {
  const ids = [
    ...new Set(run.flatMap(({ event }) => ('contentId' in event.data ? [String(event.data.contentId)] : []))),
  ];
  const existing = await existingIds(trx, 'pages.contents', ids);
  const { inserts, updates } = foldLifecycleRun(run, existing, draftRow);
  await inChunks(inserts, (chunk) =>
    trx
      .insertInto('pages.contents')
      .values(chunk)
      .onConflict((conflict) => conflict.column('content_id').doNothing())
      .execute(),
  );
  // A column left null in the values is one the run did not change: none of these changes ever sets a null.
  await inChunks([...updates], (chunk) =>
    sql`update pages.contents c set
          status = coalesce(v.status, c.status),
          published_at = coalesce(v.published_at, c.published_at),
          hidden = coalesce(v.hidden, c.hidden),
          headline = coalesce(v.headline, c.headline),
          stream_version = coalesce(v.stream_version, c.stream_version)
        from (values ${sql.join(
          chunk.map(
            ([id, change]) =>
              sql`(${id}, ${change.status ?? null}::text, ${change.published_at ?? null}::timestamptz,
                ${change.hidden ?? null}::boolean, ${change.headline ?? null}::boolean,
                ${change.stream_version === undefined ? null : String(change.stream_version)}::bigint)`,
          ),
        )}) as v(content_id, status, published_at, hidden, headline, stream_version)
        where c.content_id = v.content_id`.execute(trx),
  );
}
