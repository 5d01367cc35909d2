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
import type { Updateable } from 'kysely';
import type { Transaction } from 'kysely';
import type { ProjectedEvent } from '../runtime/projected-event.ts';
import type { Projection } from '../runtime/projection.ts';

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
  async handle(trx, events) {
    for (const event of events) {
      await apply(trx, event);
      await recordStreamVersion(trx, event);
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

/** The stream version a row shows, so the studio can send it back when it saves (If-Match). */
async function recordStreamVersion(trx: Trx, { event, version }: ProjectedEvent): Promise<void> {
  if (contentEventTypes.has(event.type) && 'contentId' in event.data)
    await setContent(trx, event.data.contentId, { stream_version: version });
  else if (publicationEventTypes.has(event.type) && 'publicationId' in event.data)
    await trx
      .updateTable('pages.publications')
      .set({ stream_version: version })
      .where('publication_id', '=', event.data.publicationId)
      .execute();
}

const setAuthor = (trx: Trx, userId: string, values: Updateable<PagesAuthorsTable>) =>
  trx.updateTable('pages.authors').set(values).where('user_id', '=', userId).execute();

async function apply(trx: Trx, { event }: ProjectedEvent): Promise<void> {
  switch (event.type) {
    case 'UserRegistered':
      await trx
        .insertInto('pages.authors')
        .values({
          user_id: event.data.userId,
          first_name: event.data.personal.firstName ?? '',
          last_name: event.data.personal.lastName ?? '',
          expertise_title: null,
          about_me: null,
          country: event.data.personal.country ?? null,
          photo_url: null,
          headline_content_id: null,
        })
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
    case 'ContentDrafted':
      await trx
        .insertInto('pages.contents')
        .values({
          content_id: event.data.contentId,
          kind: event.data.kind,
          author_id: event.data.ownerId,
          publication_id: event.data.publicationId,
          status: 'draft',
          stream_url: null,
          duration_seconds: null,
          published_at: null,
          drafted_at: new Date(event.data.draftedAt),
          ...contentFields(event.data),
        })
        .onConflict((conflict) => conflict.column('content_id').doNothing())
        .execute();
      return;
    case 'ContentEdited':
      await setContent(trx, event.data.contentId, contentFields(event.data));
      return;
    case 'ContentSubmitted':
      await setContent(trx, event.data.contentId, { status: 'waiting_validation' });
      return;
    case 'ContentScheduled':
      await setContent(trx, event.data.contentId, { status: 'scheduled' });
      return;
    case 'ContentPublished':
      await setContent(trx, event.data.contentId, {
        status: 'published',
        published_at: new Date(event.data.publishedAt),
      });
      return;
    case 'ContentArchived':
      await setContent(trx, event.data.contentId, { status: 'archived' });
      return;
    case 'ContentHidden':
      // Archived is what every reader page already leaves out; the flag tells the team it was their doing.
      await setContent(trx, event.data.contentId, { status: 'archived', hidden: true });
      return;
    case 'HeadlineSet':
      await setContent(trx, event.data.contentId, { headline: true });
      return;
    case 'HeadlineCleared':
      await setContent(trx, event.data.contentId, { headline: false });
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
