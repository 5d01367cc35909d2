import { authorProfileDecider, authorStream, contentDecider, contentStream } from '@afrimedia/domain';
import type { Actor, CommandPort } from './ports.ts';

export interface HeadlineChoice {
  readonly actor: Actor;
  readonly contentId: string;
  /** The content's owner, whose author page shows the headline. */
  readonly authorId: string;
  /** Make the content the headline (true) or take the headline away (false). */
  readonly headline: boolean;
}

/**
 * An author makes one of their contents their headline, or takes it away: the content's flag first, then the
 * author's choice. Two streams, in that order; each decision is idempotent (a content already flagged, a headline
 * already chosen, decide nothing), so a retry of a call that failed between the two, with or without its
 * idempotency key, writes the missing half.
 */
export async function chooseHeadline(commands: CommandPort, choice: HeadlineChoice): Promise<void> {
  const { actor, contentId, authorId, headline } = choice;
  await commands.run({
    stream: contentStream(contentId),
    decider: contentDecider,
    actorId: actor.userId,
    command: {
      type: headline ? 'SetHeadline' : 'ClearHeadline',
      data: { contentId, actorIsAdmin: actor.isAdmin },
    },
  });
  await commands.run({
    stream: authorStream(authorId),
    decider: authorProfileDecider,
    actorId: actor.userId,
    command: {
      type: 'ChooseHeadline',
      data: { authorId, contentId: headline ? contentId : null, actorIsAdmin: actor.isAdmin },
    },
  });
}
