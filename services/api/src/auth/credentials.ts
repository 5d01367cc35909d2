import { evolveUser, initialUserState, userStream, type UserEvent, type UserState } from '@afrimedia/domain';
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

/** The user's account as the user decider knows it now. */
export async function userStateOf(store: EventStore, userId: string): Promise<UserState> {
  let state = initialUserState();
  for await (const event of store.readStream(userStream(userId)))
    state = evolveUser(state, event as UserEvent);
  return state;
}

/** The new address the user asked for and has not confirmed yet, as the user decider knows it. */
export async function pendingEmailOf(store: EventStore, userId: string): Promise<string | undefined> {
  const state = await userStateOf(store, userId);
  return state.status === 'active' ? state.emailChange?.email : undefined;
}
