import { publicationDecider, publicationStream, reservations } from '@afrimedia/domain';
import { ownedBy, publicationBySlug } from '../commands/stream-facts.ts';
import type { PublicationImages, PublicationText } from './create-publication.ts';
import type { Actor, CommandPorts } from './ports.ts';

export interface PublicationEdit {
  readonly actor: Actor;
  /** The slug the publication is edited under. */
  readonly slug: string;
  /** The form; without a slug of its own the publication keeps `slug`. */
  readonly form: PublicationText;
  readonly images: PublicationImages;
  /** Ask for the platform team's validation once saved. */
  readonly submit: boolean;
}

/**
 * The owner (or the platform team) edits a publication, decided on the version the editor loaded; a new slug is
 * reserved and the old one given up in the same append. Both commands are the publication's stream, each replayed
 * by a retry with the same idempotency key.
 */
export async function editPublication(ports: CommandPorts, input: PublicationEdit): Promise<string> {
  const { commands, store } = ports;
  const { actor } = input;
  const found = await publicationBySlug(store, input.slug);
  const { publicationId } = ownedBy(found?.state, actor);
  const form = { ...input.form, ...(await input.images()) };
  const stream = publicationStream(publicationId);
  const slug = form.slug ?? input.slug;
  const moved = slug.toLowerCase() !== input.slug.toLowerCase();
  await commands.run({
    stream,
    decider: publicationDecider,
    actorId: actor.userId,
    onLoadedVersion: true,
    command: {
      type: 'EditPublication',
      data: { publicationId, actorIsAdmin: actor.isAdmin, ...form, slug },
    },
    ...(moved
      ? {
          reservations: [{ ...reservations.publicationSlug(slug), conflict: 'URL_ALREADY_USED' as const }],
          releases: [reservations.publicationSlug(input.slug)],
        }
      : {}),
  });
  if (input.submit) {
    await commands.run({
      stream,
      decider: publicationDecider,
      actorId: actor.userId,
      command: { type: 'SubmitPublication', data: { publicationId, actorIsAdmin: actor.isAdmin } },
    });
  }
  return publicationId;
}
