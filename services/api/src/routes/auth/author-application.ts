import {
  authorProfileDecider,
  authorStream,
  isRejection,
  type SubmitAuthorApplication,
} from '@afrimedia/domain';
import type { CommandInput, EventStore } from '@afrimedia/event-store';
import { foldStream } from '../../commands/stream-facts.ts';

type Application = CommandInput<SubmitAuthorApplication>;

/** The author application a profile update carries (spec author upgrade payload: role owner), if any. */
export function applicationIn(
  userId: string,
  body: { role?: 'owner' | undefined; expertise_title?: string; about_me?: string; country?: string },
): Application | undefined {
  if (body.role !== 'owner') return undefined;
  return {
    type: 'SubmitAuthorApplication',
    data: {
      authorId: userId,
      expertiseTitle: body.expertise_title ?? '',
      aboutMe: body.about_me ?? '',
      ...(body.country ? { country: body.country } : {}),
    },
  };
}

/**
 * The author stream's answer to the application, asked before the rest of the update is written: one waiting or
 * already validated is refused, and then the request appends nothing at all.
 */
export async function checkApplication(
  store: EventStore,
  application: Application,
  now: Date,
): Promise<void> {
  const { authorId } = application.data;
  const { state } = await foldStream(store, authorStream(authorId), authorProfileDecider);
  const command = { ...application, metadata: { now: now.toISOString(), actorId: authorId } };
  const decision = authorProfileDecider.decide(command, state);
  if (isRejection(decision)) throw decision;
}
