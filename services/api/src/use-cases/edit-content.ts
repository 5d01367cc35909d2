import { contentDecider, contentStream, reservations, type ContentForm } from '@afrimedia/domain';
import { contentBySlug, ownedBy } from '../commands/stream-facts.ts';
import {
  checkActions,
  followUpSave,
  type ContentActions,
  type ContentUploads,
} from './content-follow-ups.ts';
import type { Actor, CommandPorts } from './ports.ts';

export interface ContentEdit {
  readonly actor: Actor;
  /** The slug the content is edited under. */
  readonly slug: string;
  /** The form; without a slug of its own the content keeps `slug`; its cover comes from `uploads`. */
  readonly form: Omit<ContentForm, 'cover'>;
  readonly uploads: ContentUploads;
  readonly actions: ContentActions;
}

/**
 * The owner (or the platform team) edits a content, decided on the version the editor loaded; a new slug is
 * reserved and the old one given up in the same append. Then its new media, submission, schedule, archiving or
 * headline follow as after a creation, each replayed by a retry with the same idempotency key.
 */
export async function editContent(ports: CommandPorts, input: ContentEdit): Promise<string> {
  const { actor } = input;
  checkActions(input.actions);
  const found = await contentBySlug(ports.store, input.slug);
  const content = ownedBy(found?.state, actor);
  const { contentId } = content;
  const mediaId = ports.ids.unique();
  const [cover, media] = await Promise.all([
    input.uploads.cover(),
    input.uploads.media({ contentId, mediaId, kind: content.kind }),
  ]);
  const slug = input.form.slug ?? input.slug;
  const moved = slug.toLowerCase() !== input.slug.toLowerCase();
  await ports.commands.run({
    stream: contentStream(contentId),
    decider: contentDecider,
    actorId: actor.userId,
    onLoadedVersion: true,
    command: {
      type: 'EditContent',
      data: { contentId, actorIsAdmin: actor.isAdmin, ...input.form, ...(cover ? { cover } : {}), slug },
    },
    ...(moved
      ? {
          reservations: [{ ...reservations.contentSlug(slug), conflict: 'SLUG_ALREADY_USED' as const }],
          releases: [reservations.contentSlug(input.slug)],
        }
      : {}),
  });
  await followUpSave(ports, actor, content, media && { mediaId, ...media }, input.actions);
  return contentId;
}
