import { bodyText, contentMaturityAge, type DomainEvent, type DomainEventType } from '@afrimedia/domain';
import type { SearchDocumentsTable } from '@afrimedia/read-models';
import type { Insertable } from 'kysely';
import { foldRows } from '../runtime/fold-rows.ts';

type ContentFields = Extract<DomainEvent, { type: 'ContentDrafted' | 'ContentEdited' }>['data'];
type PublicationFields = Extract<DomainEvent, { type: 'PublicationCreated' | 'PublicationEdited' }>['data'];
type Status = SearchDocumentsTable['status'];

const mediaTypeOf = { article: 'article', video: 'video', podcast: 'audio' } as const;

export function textFields(data: ContentFields) {
  return {
    slug: data.slug,
    title: data.title,
    short_names: { ...data.shortName },
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
export function playlistFields(data: PublicationFields) {
  return {
    slug: data.slug,
    title: data.name,
    summary: data.description,
    topics: [...data.topics],
  };
}

/** A new document before its author's name is looked up. */
export type NewDocument = Omit<Insertable<SearchDocumentsTable>, 'author_name'>;

/** The id of the document an event creates, without building the document (its body text is costly). */
export function draftedId(event: DomainEvent): string | undefined {
  if (event.type === 'ContentDrafted') return event.data.contentId;
  if (event.type === 'PublicationCreated') return event.data.publicationId;
  return undefined;
}

export function draftedDocument(event: DomainEvent): NewDocument | undefined {
  if (event.type === 'ContentDrafted') {
    return {
      content_id: event.data.contentId,
      kind: event.data.kind,
      media_type: mediaTypeOf[event.data.kind],
      author_id: event.data.ownerId,
      publication_id: event.data.publicationId,
      status: 'draft',
      published_at: null,
      ...textFields(event.data),
    };
  }
  if (event.type === 'PublicationCreated') {
    return {
      content_id: event.data.publicationId,
      kind: 'playlist',
      media_type: null,
      author_id: event.data.ownerId,
      publication_id: event.data.publicationId,
      status: 'draft',
      published_at: null,
      region: null,
      country: null,
      available_countries: null,
      ...playlistFields(event.data),
    };
  }
  return undefined;
}

export interface StatusChange {
  readonly id: string;
  readonly status: Status;
  readonly publishedAt?: Date;
}

/** The status an event gives a document (a rejected publication is edited and sent again; until then: draft). */
export function statusChange(event: DomainEvent): StatusChange | undefined {
  switch (event.type) {
    case 'ContentSubmitted':
      return { id: event.data.contentId, status: 'waiting_validation' };
    case 'ContentScheduled':
      return { id: event.data.contentId, status: 'scheduled' };
    case 'ContentPublished':
      return { id: event.data.contentId, status: 'published', publishedAt: new Date(event.data.publishedAt) };
    case 'ContentArchived':
    case 'ContentHidden':
      return { id: event.data.contentId, status: 'archived' };
    case 'PublicationSubmitted':
      return { id: event.data.publicationId, status: 'waiting_validation' };
    case 'PublicationValidated':
      return {
        id: event.data.publicationId,
        status: 'published',
        publishedAt: new Date(event.data.validatedAt),
      };
    case 'PublicationRejected':
      return { id: event.data.publicationId, status: 'draft' };
    case 'PublicationArchived':
      return { id: event.data.publicationId, status: 'archived' };
    default:
      return undefined;
  }
}

export interface PopularityChange {
  readonly id: string;
  readonly delta: 1 | 0 | -1;
}

/** Views, likes and shares count; a new document counts 0, so it has a popularity row from the start. */
export function popularityChange(event: DomainEvent): PopularityChange | undefined {
  switch (event.type) {
    case 'Liked':
      return { id: event.data.targetId, delta: 1 };
    case 'Unliked':
      return { id: event.data.targetId, delta: -1 };
    case 'ContentViewed':
    case 'ContentShared':
      return { id: event.data.contentId, delta: 1 };
    default: {
      const id = draftedId(event);
      return id === undefined ? undefined : { id, delta: 0 };
    }
  }
}

/**
 * Events a run folds in memory, those with a status or a popularity change: they touch documents only by id,
 * never an author or a document's texts (a draft counts among them through its popularity of 0).
 */
export const documentRunTypes = [
  'ContentDrafted',
  'PublicationCreated',
  'ContentSubmitted',
  'ContentScheduled',
  'ContentPublished',
  'ContentArchived',
  'ContentHidden',
  'PublicationSubmitted',
  'PublicationValidated',
  'PublicationRejected',
  'PublicationArchived',
  'Liked',
  'Unliked',
  'ContentViewed',
  'ContentShared',
] as const satisfies readonly DomainEventType[];

type StatusUpdate = { status: Status; published_at?: Date };

export interface DocumentRunWrites {
  /** Documents new to the index, with the status the run left them in. */
  readonly inserts: NewDocument[];
  /** Final status (and publication date, when one was set) of documents already indexed. */
  readonly updates: Map<string, StatusUpdate>;
  /** Final popularity of every document the run counted. */
  readonly popularity: Map<string, number>;
}

/**
 * Folds a run of such events as the one-at-a-time handler would apply them: a document drafted twice keeps its
 * first version, a status reaches only a document that exists at that point, and popularity never drops below 0
 * at any step. `indexed` are the run's ids already in the index; `counted` their popularity rows.
 */
export function foldDocumentRun(
  events: readonly DomainEvent[],
  indexed: ReadonlySet<string>,
  counted: ReadonlyMap<string, number>,
): DocumentRunWrites {
  const popularity = new Map<string, number>();
  for (const event of events) {
    const counting = popularityChange(event);
    if (!counting) continue;
    const before = popularity.get(counting.id) ?? counted.get(counting.id) ?? 0;
    popularity.set(counting.id, Math.max(0, before + counting.delta));
  }
  const documents = foldRows<DomainEvent, NewDocument, StatusUpdate>(events, indexed, (event) => {
    const draftId = draftedId(event);
    if (draftId !== undefined) return { id: draftId, create: () => draftedDocument(event)! };
    const status = statusChange(event);
    if (!status) return undefined;
    const change = {
      status: status.status,
      ...(status.publishedAt ? { published_at: status.publishedAt } : {}),
    };
    return { id: status.id, change };
  });
  return { ...documents, popularity };
}
