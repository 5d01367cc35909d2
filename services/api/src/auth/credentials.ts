import { userStream } from '@afrimedia/domain';
import type { EventStore } from '@afrimedia/event-store';

/**
 * The user's current password hash, from their own stream (the write side's record; no read model holds
 * credentials). Undefined for an unknown user.
 */
export async function passwordHashOf(store: EventStore, userId: string): Promise<string | undefined> {
  let hash: string | undefined;
  for await (const event of store.readStream(userStream(userId))) {
    if (event.type === 'UserRegistered' || event.type === 'PasswordChanged') {
      hash = (event.data as { passwordHash: string }).passwordHash;
    }
  }
  return hash;
}
