import { bodyText, contentMaturityAge, type DomainEvent } from '@afrimedia/domain';
import type { ReadModels, SearchDocumentsTable } from '@afrimedia/read-models';
import { sql, type Transaction } from 'kysely';
import type { ProjectedEvent } from '../runtime/projected-event.ts';
import type { Projection } from '../runtime/projection.ts';

type Trx = Transaction<ReadModels>;
type ContentFields = Extract<DomainEvent, { type: 'ContentDrafted' | 'ContentEdited' }>['data'];
type PublicationFields = Extract<DomainEvent, { type: 'PublicationCreated' | 'PublicationEdited' }>['data'];

const mediaTypeOf = { article: 'article', video: 'video', podcast: 'audio' } as const;

/**
 * The search index of published contents and validated publications (playlists): texts for the four languages'
 * full-text vectors and the trigram index (computed by the table's trigger), the author's name, filters and a
 * popularity that counts views, likes and shares.
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
  async handle(trx, events) {
    for (const event of events) await apply(trx, event);
  },
  async truncate(trx) {
    await trx.deleteFrom('search.documents').execute();
    await trx.deleteFrom('search.authors').execute();
  },
};

function textFields(data: ContentFields) {
  return {
    slug: data.slug,
    title: data.title,
    short_names: Object.values(data.shortName).join(' '),
    summary: data.summary ?? '',
    body_text: bodyText(data.body ?? []),
    topics: [...data.topics],
    region: data.region ?? null,
    country: data.country?.toLowerCase() ?? null,
    maturity_age: contentMaturityAge(data.maturity),
    available_countries: data.availableCountries ? [...data.availableCountries] : null,
  };
}

/** A playlist is searched by its name and description; it has no media, region or maturity rating. */
function playlistFields(data: PublicationFields) {
  return {
    slug: data.slug,
    title: data.name,
    summary: data.description,
    topics: [...data.topics],
  };
}

async function authorNameOf(trx: Trx, userId: string): Promise<string> {
  const author = await trx
    .selectFrom('search.authors')
    .select(sql<string>`trim(first_name || ' ' || last_name)`.as('name'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return author?.name ?? '';
}

async function setStatus(
  trx: Trx,
  contentId: string,
  status: SearchDocumentsTable['status'],
  publishedAt?: Date,
) {
  await trx
    .updateTable('search.documents')
    .set({ status, ...(publishedAt ? { published_at: publishedAt } : {}) })
    .where('content_id', '=', contentId)
    .execute();
}

async function addPopularity(trx: Trx, contentId: string, delta: 1 | -1) {
  await trx
    .updateTable('search.documents')
    .set({ popularity: sql`greatest(0, popularity + ${delta})` })
    .where('content_id', '=', contentId)
    .execute();
}

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
    case 'ContentDrafted': {
      await trx
        .insertInto('search.documents')
        .values({
          content_id: event.data.contentId,
          kind: event.data.kind,
          media_type: mediaTypeOf[event.data.kind],
          author_id: event.data.ownerId,
          author_name: await authorNameOf(trx, event.data.ownerId),
          publication_id: event.data.publicationId,
          status: 'draft',
          published_at: null,
          ...textFields(event.data),
        })
        .onConflict((conflict) => conflict.column('content_id').doNothing())
        .execute();
      return;
    }
    case 'ContentEdited':
      await trx
        .updateTable('search.documents')
        .set(textFields(event.data))
        .where('content_id', '=', event.data.contentId)
        .execute();
      return;
    case 'ContentSubmitted':
      return setStatus(trx, event.data.contentId, 'waiting_validation');
    case 'ContentScheduled':
      return setStatus(trx, event.data.contentId, 'scheduled');
    case 'ContentPublished':
      return setStatus(trx, event.data.contentId, 'published', new Date(event.data.publishedAt));
    case 'ContentArchived':
    case 'ContentHidden':
      return setStatus(trx, event.data.contentId, 'archived');
    case 'PublicationCreated':
      await trx
        .insertInto('search.documents')
        .values({
          content_id: event.data.publicationId,
          kind: 'playlist',
          media_type: null,
          author_id: event.data.ownerId,
          author_name: await authorNameOf(trx, event.data.ownerId),
          publication_id: event.data.publicationId,
          status: 'draft',
          published_at: null,
          region: null,
          country: null,
          available_countries: null,
          ...playlistFields(event.data),
        })
        .onConflict((conflict) => conflict.column('content_id').doNothing())
        .execute();
      return;
    case 'PublicationEdited':
      await trx
        .updateTable('search.documents')
        .set(playlistFields(event.data))
        .where('content_id', '=', event.data.publicationId)
        .execute();
      return;
    case 'PublicationSubmitted':
      return setStatus(trx, event.data.publicationId, 'waiting_validation');
    case 'PublicationValidated':
      return setStatus(trx, event.data.publicationId, 'published', new Date(event.data.validatedAt));
    // A rejected publication is edited and sent again; until then it is not public.
    case 'PublicationRejected':
      return setStatus(trx, event.data.publicationId, 'draft');
    case 'PublicationArchived':
      return setStatus(trx, event.data.publicationId, 'archived');
    case 'Liked':
      return addPopularity(trx, event.data.targetId, 1);
    case 'Unliked':
      return addPopularity(trx, event.data.targetId, -1);
    case 'ContentViewed':
    case 'ContentShared':
      return addPopularity(trx, event.data.contentId, 1);
    default:
      return;
  }
}
