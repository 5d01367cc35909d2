import {
  contentEventDefinitions,
  publicationEventDefinitions,
  type ContentEvent,
  type DomainEvent,
  type PublicationEvent,
} from '@afrimedia/domain';
import type { ReadModels } from '@afrimedia/read-models';
import { sql, type Transaction } from 'kysely';
import { inRuns, together, type ApplyEvent, type RunHandler } from '../runtime/event-handlers.ts';
import type { ProjectedEvent } from '../runtime/projected-event.ts';

type Trx = Transaction<ReadModels>;

/**
 * The stream version a row shows, so the studio can send it back when it saves (If-Match): every event of the
 * row's stream moves it, even one no page shows. A run records the last version per row in one statement.
 */
function streamVersions<Stream extends DomainEvent>(
  table: 'pages.contents' | 'pages.publications',
  key: 'content_id' | 'publication_id',
  types: readonly Stream['type'][],
  idOf: (event: Stream) => string,
) {
  const record = async (trx: Trx, run: readonly ProjectedEvent<Stream>[]) => {
    const versions = new Map(run.map(({ event, version }) => [idOf(event), version]));
    await sql`update ${sql.table(table)} t set stream_version = v.version
      from unnest(${[...versions.keys()]}::text[], ${[...versions.values()].map(String)}::bigint[]) as v(id, version)
      where t.${sql.ref(key)} = v.id`.execute(trx);
  };
  return {
    /**
     * A handler for every event type of the stream, recording the version each run leaves its rows at (the events
     * of the stream's types are the stream's events, which the compiler cannot tell for a generic stream).
     */
    recorders: together(types, record as (trx: Trx, run: readonly ProjectedEvent[]) => Promise<void>),
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
  contentEventDefinitions.map((definition) => definition.type),
  (event) => event.data.contentId,
);

export const publicationVersions = streamVersions<PublicationEvent>(
  'pages.publications',
  'publication_id',
  publicationEventDefinitions.map((definition) => definition.type),
  (event) => event.data.publicationId,
);
