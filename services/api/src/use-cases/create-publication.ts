import {
  publicationDecider,
  publicationStream,
  reservations,
  publicationSlugOf,
  type PublicationForm,
} from '@afrimedia/domain';
import { isValidatedAuthor } from '../commands/stream-facts.ts';
import type { Actor, CommandPorts } from './ports.ts';

/** A publication's form but its pictures. */
export type PublicationText = Omit<PublicationForm, 'thumbnail' | 'cover'>;

/** A form's pictures, resolved to what the platform measured of them (an unfit one is refused). */
export type PublicationImages = () => Promise<Pick<PublicationForm, 'thumbnail' | 'cover'>>;

export interface NewPublication {
  readonly actor: Actor;
  readonly form: PublicationText;
  readonly images: PublicationImages;
  /** Ask for the platform team's validation at once. */
  readonly submit: boolean;
}

/**
 * An author creates a publication under a url slug of its own, and may ask for its validation in the same call.
 * Both commands are the publication's stream; a retry with the same idempotency key lands on the same stream
 * (its id derives from the key), replays what was appended and appends the rest.
 */
export async function createPublication(ports: CommandPorts, input: NewPublication): Promise<string> {
  const { commands, store } = ports;
  const { actor } = input;
  const form = { ...input.form, ...(await input.images()) };
  const publicationId = ports.ids.streamId('publication');
  const stream = publicationStream(publicationId);
  const slug = publicationSlugOf(form);
  const authorVerified = actor.isAdmin || (await isValidatedAuthor(store, actor.userId));
  await commands.run({
    stream,
    decider: publicationDecider,
    actorId: actor.userId,
    command: { type: 'CreatePublication', data: { publicationId, authorVerified, ...form, slug } },
    reservations: [{ ...reservations.publicationSlug(slug), conflict: 'URL_ALREADY_USED' }],
  });
  if (input.submit) {
    await commands.run({
      stream,
      decider: publicationDecider,
      actorId: actor.userId,
      command: { type: 'SubmitPublication', data: { publicationId } },
    });
  }
  return publicationId;
}
