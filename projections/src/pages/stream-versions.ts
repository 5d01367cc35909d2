import type { ContentEvent, DomainEvent, PublicationEvent } from '@afrimedia/domain';
import type { ReadModels } from '@afrimedia/read-models';
import { sql, type Transaction } from 'kysely';
import { inRuns, type ApplyEvent, type RunHandler } from '../runtime/event-handlers.ts';
import type { ProjectedEvent } from '../runtime/projected-event.ts';

type Trx = Transaction<ReadModels>;

/**
 * The stream version a row shows, so the studio can send it back when it saves (If-Match): every event of the
 * row's stream moves it, even one no page shows. A run records the last version per row in one statement.
 */
function streamVersions<Stream extends DomainEvent>(
  table: 'pages.contents' | 'pages.publications',
  key: 'content_id' | 'publication_id',
  idOf: (event: Stream) => string,
) {
  const record = async (trx: Trx, run: readonly ProjectedEvent<Stream>[]) => {
    const versions = new Map(run.map(({ event, version }) => [idOf(event), version]));
    await sql`update ${sql.table(table)} t set stream_version = v.version
      from unnest(${[...versions.keys()]}::text[], ${[...versions.values()].map(String)}::bigint[]) as v(id, version)
      where t.${sql.ref(key)} = v.id`.execute(trx);
  };
  return {
    record,
    /** Applies a run's events one at a time, then records the versions the rows show after them. */
    versioned: <Event extends Stream>(apply: ApplyEvent<Event>): RunHandler<Event> =>
      inRuns(async (trx, run) => {
        for (const projected of run) await apply(trx, projected);
        await record(trx, run);
      }),
  };
}

export const contentVersions = streamVersions<ContentEvent>(
  'pages.contents',
  'content_id',
  (event) => event.data.contentId,
);

export const publicationVersions = streamVersions<PublicationEvent>(
  'pages.publications',
  'publication_id',
  (event) => event.data.publicationId,
);
