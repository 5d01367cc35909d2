import {
  authorProfileDecider,
  authorStream,
  contentDecider,
  contentStream,
  publicationDecider,
  publicationStream,
  reject,
  reservations,
  type ContentState,
  type Decider,
  upcastEvent,
  type PublicationState,
} from '@afrimedia/domain';
import type { EventStore } from '@afrimedia/event-store';

/*
 * The facts a command needs about streams other than its own, read from the event store itself: a read model may
 * lag behind, and a decision taken on a stale copy (a publication already archived, an author not validated yet)
 * would be wrong. Slugs lead to streams through the same reservations that keep them unique.
 */

export interface Folded<S> {
  readonly state: S;
  /** The stream's last version, -1 when it holds nothing. */
  readonly version: bigint;
}

/** A stream folded by its decider's `evolve`, as the command handler would see it now. */
export async function foldStream<S>(
  store: EventStore,
  stream: string,
  decider: Pick<Decider<S, never, never>, 'initialState'> & { evolve(state: S, event: never): S },
): Promise<Folded<S>> {
  let state = decider.initialState();
  let version = -1n;
  for await (const recorded of store.readStream(stream)) {
    const event = upcastEvent(recorded.type, recorded.metadata.schemaVersion, recorded.data);
    state = decider.evolve(state, event as never);
    version = recorded.version;
  }
  return { state, version };
}

/** The id in a `<category>-<id>` stream name. */
const idOf = (stream: string, category: string) =>
  stream.startsWith(`${category}-`) ? stream.slice(category.length + 1) : undefined;

export type ExistingPublication = Exclude<PublicationState, { status: 'none' }>;
export type ExistingContent = Exclude<ContentState, { status: 'none' }>;

/** The publication of a url slug, or undefined when no publication holds it. */
export async function publicationBySlug(
  store: EventStore,
  slug: string,
): Promise<Folded<ExistingPublication> | undefined> {
  const owner = await store.reservationOwner(reservations.publicationSlug(slug));
  const publicationId = owner && idOf(owner, 'publication');
  return publicationId ? publicationById(store, publicationId) : undefined;
}

export async function publicationById(
  store: EventStore,
  publicationId: string,
): Promise<Folded<ExistingPublication> | undefined> {
  const folded = await foldStream(store, publicationStream(publicationId), publicationDecider);
  return folded.state.status === 'none' ? undefined : { state: folded.state, version: folded.version };
}

/** The content of a slug, or undefined when no content holds it. */
export async function contentBySlug(
  store: EventStore,
  slug: string,
): Promise<Folded<ExistingContent> | undefined> {
  const owner = await store.reservationOwner(reservations.contentSlug(slug));
  const contentId = owner && idOf(owner, 'content');
  return contentId ? contentById(store, contentId) : undefined;
}

export async function contentById(
  store: EventStore,
  contentId: string,
): Promise<Folded<ExistingContent> | undefined> {
  const folded = await foldStream(store, contentStream(contentId), contentDecider);
  return folded.state.status === 'none' ? undefined : { state: folded.state, version: folded.version };
}

/** A content readers can act on (like, favourite, share): published, as its stream says. */
export async function publishedContent(store: EventStore, contentId: string): Promise<ExistingContent> {
  const content = await contentById(store, contentId);
  if (content?.state.status !== 'published') throw reject('CONTENT_NOT_FOUND');
  return content.state;
}

/** What a followable id names: a published publication, or an author the platform team validated. */
export async function followableKind(
  store: EventStore,
  targetId: string,
): Promise<'publication' | 'author' | undefined> {
  const publication = await publicationById(store, targetId);
  if (publication) return isValidated(publication.state) ? 'publication' : undefined;
  return (await isValidatedAuthor(store, targetId)) ? 'author' : undefined;
}

/** Whether the platform team validated `userId` as an author: the author's own stream says so. */
export async function isValidatedAuthor(store: EventStore, userId: string): Promise<boolean> {
  const { state } = await foldStream(store, authorStream(userId), authorProfileDecider);
  return state.status === 'validated';
}

/** A validated publication publishes its contents as soon as they are submitted. */
export const isValidated = (publication: ExistingPublication): boolean => publication.status === 'published';

/** Someone else's work is "not found": an author never learns what others have in draft. */
export function ownedBy<T extends { ownerId: string }>(
  thing: T | undefined,
  user: { readonly userId: string; readonly isAdmin: boolean },
  notFound: 'CONTENT_NOT_FOUND' | 'NOT_FOUND' = 'CONTENT_NOT_FOUND',
): T {
  if (!thing || (thing.ownerId !== user.userId && !user.isAdmin)) throw reject(notFound);
  return thing;
}
