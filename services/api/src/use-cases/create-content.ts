import {
  contentDecider,
  contentStream,
  reservations,
  contentSlugOf,
  type ContentForm,
  type ContentKind,
} from '@afrimedia/domain';
import { isValidatedAuthor, ownedBy, publicationBySlug } from '../commands/stream-facts.ts';
import {
  checkActions,
  followUpSave,
  type ContentActions,
  type ContentUploads,
} from './content-follow-ups.ts';
import type { Actor, CommandPorts } from './ports.ts';

export interface NewContent {
  readonly actor: Actor;
  /** The url slug of the publication it belongs to, which the actor owns (or the platform team acts). */
  readonly publication: string;
  readonly kind: ContentKind;
  /** The form; its cover comes from `uploads`. */
  readonly form: Omit<ContentForm, 'cover'>;
  readonly uploads: ContentUploads;
  readonly actions: ContentActions;
}

/**
 * An author drafts an article, video or podcast in one of their publications, under a slug of its own (the form's,
 * else the French short name's, else the title's), then attaches its media and submits, schedules or headlines it.
 * Every command is the content's stream but the headline's author choice. The content's id derives from the
 * idempotency key, so a retry with the same key lands on the stream the first call made, replays the commands
 * appended and runs the rest.
 */
export async function createContent(
  ports: CommandPorts,
  input: NewContent,
): Promise<{ contentId: string; slug: string }> {
  const { actor, form } = input;
  checkActions(input.actions);
  const found = await publicationBySlug(ports.store, input.publication);
  const publication = ownedBy(found?.state, actor, 'NOT_FOUND');
  const contentId = ports.ids.streamId('content');
  const mediaId = ports.ids.unique();
  const [cover, media] = await Promise.all([
    input.uploads.cover(),
    input.uploads.media({ contentId, mediaId, kind: input.kind }),
  ]);
  const slug = contentSlugOf(form);
  const authorVerified = actor.isAdmin || (await isValidatedAuthor(ports.store, publication.ownerId));
  await ports.commands.run({
    stream: contentStream(contentId),
    decider: contentDecider,
    actorId: actor.userId,
    command: {
      type: 'DraftContent',
      data: {
        contentId,
        kind: input.kind,
        publicationId: publication.publicationId,
        publicationOwnerId: publication.ownerId,
        authorVerified,
        actorIsAdmin: actor.isAdmin,
        ...form,
        ...(cover ? { cover } : {}),
        slug,
      },
    },
    reservations: [{ ...reservations.contentSlug(slug), conflict: 'SLUG_ALREADY_USED' }],
  });
  const content = { contentId, ownerId: publication.ownerId, publicationId: publication.publicationId };
  await followUpSave(ports, actor, content, media && { mediaId, ...media }, input.actions);
  return { contentId, slug };
}
