import {
  contentEventDefinitions,
  contentMaturityAge,
  publicationEventDefinitions,
  type DomainEvent,
} from '@afrimedia/domain';
import {
  imageSrcset,
  smallestImageUrl,
  type PagesAuthorsTable,
  type PagesContentsTable,
  type PagesPublicationsTable,
  type ReadModels,
} from '@afrimedia/read-models';
import { sql, type Transaction, type Updateable } from 'kysely';
import { existingIds } from '../runtime/existing-ids.ts';
import { inChunks } from '../runtime/in-chunks.ts';
import type { ProjectedEvent } from '../runtime/projected-event.ts';
import type { Projection } from '../runtime/projection.ts';
import { runsByType, type RunHandler } from '../runtime/runs.ts';
import { foldLifecycleRun, inLifecycleRun } from './content-lifecycle.ts';

type Trx = Transaction<ReadModels>;
type ContentFields = Extract<DomainEvent, { type: 'ContentDrafted' | 'ContentEdited' }>['data'];
type PublicationFields = Extract<DomainEvent, { type: 'PublicationCreated' | 'PublicationEdited' }>['data'];

const contentEventTypes = new Set<string>(contentEventDefinitions.map((definition) => definition.type));
const publicationEventTypes = new Set<string>(
  publicationEventDefinitions.map((definition) => definition.type),
);

/** The reader app's pages: contents, publications, authors and the agenda, as the screens show them. */
export const pagesProjection: Projection = {
  name: 'pages',
  canHandle: [
    'UserRegistered',
    'ProfileUpdated',
    'AccountDeleted',
    'AuthorApplicationSubmitted',
    'AuthorValidated',
    'AuthorRejected',
    'AuthorPhotoChanged',
    'AuthorHeadlineChanged',
    // Every event of these streams, even those no page shows, moves the version an edit's If-Match names.
    ...publicationEventTypes,
    ...contentEventTypes,
    'ContentHidden',
    'EventScheduled',
    'EventUpdated',
    'EventCancelled',
    'SitePagePublished',
  ],
  // A content's draft and status changes make most of the feed's content events: each run of them is folded in
  // memory and written with a few statements; the other events go by runs of one type.
  async handle(trx, events) {
    for (const segment of lifecycleSegments(events)) {
      if (inLifecycleRun(segment[0]!.event)) {
        await writeLifecycleRun(trx, segment);
        continue;
      }
      for (const run of runsByType(segment)) {
        const together = runHandlers[run[0]!.event.type];
        if (together) await together(trx, run);
        else for (const event of run) await apply(trx, event);
        await recordStreamVersions(trx, run);
      }
    }
  },
  async truncate(trx) {
    const tables = [
      'pages.site_pages',
      'pages.agenda',
      'pages.contents',
      'pages.publications',
      'pages.authors',
    ] as const;
    for (const table of tables) {
      await trx.deleteFrom(table).execute();
    }
  },
};

function publicationFields(data: PublicationFields) {
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

function contentFields(data: ContentFields) {
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
    genre: data.genre ?? null,
    season: data.episode?.season ?? null,
    episode: data.episode?.number ?? null,
  };
}

const setContent = (trx: Trx, contentId: string, values: Updateable<PagesContentsTable>) =>
  trx.updateTable('pages.contents').set(values).where('content_id', '=', contentId).execute();

/** A publication's new state; the team's reason is kept only while it stands rejected. */
const setPublication = (
  trx: Trx,
  publicationId: string,
  status: PagesPublicationsTable['status'],
  rejectionReason: string | null = null,
) =>
  trx
    .updateTable('pages.publications')
    .set({ status, rejection_reason: rejectionReason })
    .where('publication_id', '=', publicationId)
    .execute();

/**
 * The stream version a row shows, so the studio can send it back when it saves (If-Match): the last one of the
 * run per content or publication, in one statement each.
 */
async function recordStreamVersions(trx: Trx, run: readonly ProjectedEvent[]): Promise<void> {
  const contents = new Map<string, bigint>();
  const publications = new Map<string, bigint>();
  for (const { event, version } of run) {
    if (contentEventTypes.has(event.type) && 'contentId' in event.data)
      contents.set(event.data.contentId, version);
    else if (publicationEventTypes.has(event.type) && 'publicationId' in event.data)
      publications.set(event.data.publicationId, version);
  }
  if (contents.size > 0)
    await sql`update pages.contents c set stream_version = v.version
      from unnest(${[...contents.keys()]}::text[], ${[...contents.values()].map(String)}::bigint[]) as v(id, version)
      where c.content_id = v.id`.execute(trx);
  if (publications.size > 0)
    await sql`update pages.publications p set stream_version = v.version
      from unnest(${[...publications.keys()]}::text[], ${[...publications.values()].map(String)}::bigint[]) as v(id, version)
      where p.publication_id = v.id`.execute(trx);
}

/** Runs of these events are written with one statement (the first of a key wins, as one at a time). */
const runHandlers: Partial<Record<string, RunHandler>> = {
  UserRegistered: (trx, run) =>
    inChunks(run, (chunk) =>
      trx
        .insertInto('pages.authors')
        .values(chunk.map(({ event }) => authorRow(event)))
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .execute(),
    ),
};

const setAuthor = (trx: Trx, userId: string, values: Updateable<PagesAuthorsTable>) =>
  trx.updateTable('pages.authors').set(values).where('user_id', '=', userId).execute();

async function apply(trx: Trx, { event }: ProjectedEvent): Promise<void> {
  switch (event.type) {
    case 'UserRegistered':
      await trx
        .insertInto('pages.authors')
        .values(authorRow(event))
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .execute();
      return;
    case 'ProfileUpdated': {
      const { firstName, lastName } = event.data.personal;
      if (firstName === undefined && lastName === undefined) return;
      await setAuthor(trx, event.data.userId, {
        ...(firstName !== undefined ? { first_name: firstName } : {}),
        ...(lastName !== undefined ? { last_name: lastName } : {}),
      });
      return;
    }
    case 'AccountDeleted':
      // Spec §2: deleting an account removes its profile, publications and articles.
      await trx.deleteFrom('pages.contents').where('author_id', '=', event.data.userId).execute();
      await trx.deleteFrom('pages.publications').where('owner_id', '=', event.data.userId).execute();
      await trx.deleteFrom('pages.authors').where('user_id', '=', event.data.userId).execute();
      return;
    case 'AuthorApplicationSubmitted':
      await setAuthor(trx, event.data.authorId, {
        expertise_title: event.data.expertiseTitle,
        about_me: event.data.aboutMe,
        status: 'waiting',
        ...(event.data.country ? { country: event.data.country } : {}),
      });
      return;
    case 'AuthorValidated':
      await setAuthor(trx, event.data.authorId, { status: 'validated' });
      return;
    case 'AuthorRejected':
      await setAuthor(trx, event.data.authorId, { status: 'rejected' });
      return;
    case 'AuthorPhotoChanged':
      await setAuthor(trx, event.data.authorId, { photo_url: event.data.photo.url });
      return;
    case 'AuthorHeadlineChanged':
      await setAuthor(trx, event.data.authorId, { headline_content_id: event.data.nextContentId });
      return;
    case 'PublicationCreated':
      await trx
        .insertInto('pages.publications')
        .values({
          publication_id: event.data.publicationId,
          owner_id: event.data.ownerId,
          status: 'draft',
          created_at: new Date(event.data.createdAt),
          ...publicationFields(event.data),
        })
        .onConflict((conflict) => conflict.column('publication_id').doNothing())
        .execute();
      return;
    case 'PublicationEdited':
      await trx
        .updateTable('pages.publications')
        .set(publicationFields(event.data))
        .where('publication_id', '=', event.data.publicationId)
        .execute();
      return;
    case 'PublicationSubmitted':
      await setPublication(trx, event.data.publicationId, 'waiting_validation');
      return;
    case 'PublicationValidated':
      await setPublication(trx, event.data.publicationId, 'published');
      return;
    case 'PublicationRejected':
      await setPublication(trx, event.data.publicationId, 'rejected', event.data.reason ?? null);
      return;
    case 'PublicationArchived':
      await setPublication(trx, event.data.publicationId, 'archived');
      return;
    case 'ContentEdited':
      await setContent(trx, event.data.contentId, contentFields(event.data));
      return;
    case 'MediaUploaded':
      await setContent(trx, event.data.contentId, {
        duration_seconds:
          event.data.durationSeconds === undefined ? null : Math.round(event.data.durationSeconds),
        media_id: event.data.mediaId,
        media_status: 'uploaded',
        media_error: null,
      });
      return;
    case 'MediaEncoded':
      await trx
        .updateTable('pages.contents')
        .set({
          stream_url: event.data.streamUrl,
          poster_url: event.data.posterUrl ?? null,
          data_saver_url: event.data.dataSaverUrl ?? null,
          media_status: 'encoded',
        })
        .where('content_id', '=', event.data.contentId)
        .where('media_id', '=', event.data.mediaId)
        .execute();
      return;
    case 'MediaEncodingFailed':
      await trx
        .updateTable('pages.contents')
        .set({ media_status: 'failed', media_error: event.data.reason })
        .where('content_id', '=', event.data.contentId)
        .where('media_id', '=', event.data.mediaId)
        .execute();
      return;
    case 'EventScheduled':
      await trx
        .insertInto('pages.agenda')
        .values({
          event_id: event.data.eventId,
          organiser_id: event.data.organiserId,
          ...agendaFields(event.data),
        })
        .onConflict((conflict) => conflict.column('event_id').doNothing())
        .execute();
      return;
    case 'EventUpdated':
      await trx
        .updateTable('pages.agenda')
        .set(agendaFields(event.data))
        .where('event_id', '=', event.data.eventId)
        .execute();
      return;
    case 'EventCancelled':
      await trx
        .updateTable('pages.agenda')
        .set({ cancelled: true })
        .where('event_id', '=', event.data.eventId)
        .execute();
      return;
    case 'SitePagePublished': {
      const { slug, language, title, body, publishedAt } = event.data;
      const page = { title, body, published_at: new Date(publishedAt) };
      await trx
        .insertInto('pages.site_pages')
        .values({ slug, language, ...page })
        .onConflict((conflict) => conflict.columns(['slug', 'language']).doUpdateSet(page))
        .execute();
      return;
    }
    default:
      return;
  }
}

function agendaFields(data: Extract<DomainEvent, { type: 'EventScheduled' | 'EventUpdated' }>['data']) {
  return {
    slug: data.slug,
    title: JSON.stringify(data.title),
    category_slug: data.categorySlug,
    starts_at: new Date(data.startsAt),
    ends_at: new Date(data.endsAt),
    place: data.place ?? null,
    online: data.online,
    country: data.country ?? null,
  };
}

function authorRow(event: DomainEvent) {
  if (event.type !== 'UserRegistered') throw new Error(`not a registration: ${event.type}`);
  return {
    user_id: event.data.userId,
    first_name: event.data.personal.firstName ?? '',
    last_name: event.data.personal.lastName ?? '',
    expertise_title: null,
    about_me: null,
    country: event.data.personal.country ?? null,
    photo_url: null,
    headline_content_id: null,
  };
}

function draftRow(event: DomainEvent) {
  if (event.type !== 'ContentDrafted') throw new Error(`not a draft: ${event.type}`);
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

/** The batch cut into maximal segments of lifecycle events and of other events, in feed order. */
function lifecycleSegments(events: readonly ProjectedEvent[]): ProjectedEvent[][] {
  const segments: ProjectedEvent[][] = [];
  for (const event of events) {
    const segment = segments.at(-1);
    if (segment && inLifecycleRun(segment[0]!.event) === inLifecycleRun(event.event)) segment.push(event);
    else segments.push([event]);
  }
  return segments;
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
