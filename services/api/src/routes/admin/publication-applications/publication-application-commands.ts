import { publicationDecider, publicationStream, reject, upcastEvent } from '@afrimedia/domain';
import { START, type EventStore } from '@afrimedia/event-store';
import type { Request } from 'express';
import { contentById, publicationById } from '../../../commands/stream-facts.ts';
import { isAdmin } from '../../../http/guards.ts';
import type { RouteDeps } from '../../route-deps.ts';

const COUNTED_ARTICLE_STATES = new Set(['published', 'waiting_validation']);

/**
 * What the validation rule needs (spec §4, a first publication needs a published article), read from the events:
 * whether the owner has another validated publication, and this publication's articles that are published or
 * waiting for this validation.
 */
async function validationFacts(store: EventStore, publicationId: string, ownerId: string) {
  const ownersPublications = new Set<string>();
  const articleIds: string[] = [];
  let isFirstPublicationOfAuthor = true;
  const types = ['PublicationCreated', 'PublicationValidated', 'ContentDrafted'];
  for await (const recorded of store.readAll(START, { types })) {
    const event = upcastEvent(recorded.type, recorded.metadata.schemaVersion, recorded.data);
    if (event.type === 'PublicationCreated' && event.data.ownerId === ownerId)
      ownersPublications.add(event.data.publicationId);
    if (
      event.type === 'PublicationValidated' &&
      event.data.publicationId !== publicationId &&
      ownersPublications.has(event.data.publicationId)
    )
      isFirstPublicationOfAuthor = false;
    if (
      event.type === 'ContentDrafted' &&
      event.data.publicationId === publicationId &&
      event.data.kind === 'article'
    )
      articleIds.push(event.data.contentId);
  }
  const states = await Promise.all(articleIds.map((id) => contentById(store, id)));
  const publishedArticleCount = states.filter(
    (content) => content && COUNTED_ARTICLE_STATES.has(content.state.status),
  ).length;
  return { isFirstPublicationOfAuthor, publishedArticleCount };
}

export async function approvePublication(
  deps: RouteDeps,
  request: Request,
  publicationId: string,
): Promise<void> {
  const publication = await publicationById(deps.store, publicationId);
  if (!publication) throw reject('NOT_FOUND');
  const facts = await validationFacts(deps.store, publicationId, publication.state.ownerId);
  await deps.dispatch(request, {
    stream: publicationStream(publicationId),
    decider: publicationDecider,
    command: {
      type: 'ValidatePublication',
      data: { publicationId, actorIsAdmin: isAdmin(request.ctx.user), ...facts },
    },
  });
}

/** Refuses a publication with the reason its owner is shown. */
export async function rejectPublication(
  deps: RouteDeps,
  request: Request,
  publicationId: string,
  reason: string,
): Promise<void> {
  await deps.dispatch(request, {
    stream: publicationStream(publicationId),
    decider: publicationDecider,
    command: {
      type: 'RejectPublication',
      data: { publicationId, actorIsAdmin: isAdmin(request.ctx.user), reason },
    },
  });
}
