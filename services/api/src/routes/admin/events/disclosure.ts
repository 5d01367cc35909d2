import { userStream } from '@afrimedia/domain';
import type { EventStore } from '@afrimedia/event-store';

/** Secrets never leave the store, whoever asks: password, code and wall hashes. */
const SECRET_KEY = /hash$/i;

/** The person whose `personal` fields an event carries, when that person is a user (keyed by their user id). */
function personOf(stream: string, data: Record<string, unknown>): string | undefined {
  const match = /^(user|author)-(.+)$/.exec(stream);
  if (match) return match[2];
  return typeof data.userId === 'string' ? data.userId : undefined;
}

const withoutSecrets = (data: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(data).filter(([key]) => !SECRET_KEY.test(key)));

/**
 * What the event browser may show of an event's data. Personal fields are shown only while the person's key
 * exists: a deleted account's key is destroyed (ARCHITECTURE §7), so its `personal` fields are shown as null.
 * Whether an account is deleted is read from its own stream once per person and browse.
 */
export function disclosure(store: EventStore) {
  const deleted = new Map<string, Promise<boolean>>();
  const isDeleted = (userId: string): Promise<boolean> => {
    let known = deleted.get(userId);
    if (!known) {
      known = (async () => {
        for await (const event of store.readStream(userStream(userId)))
          if (event.type === 'AccountDeleted') return true;
        return false;
      })();
      deleted.set(userId, known);
    }
    return known;
  };
  return async function disclosed(stream: string, data: unknown): Promise<unknown> {
    if (data === null || typeof data !== 'object' || Array.isArray(data)) return data;
    const shown = withoutSecrets(data as Record<string, unknown>);
    if (!('personal' in shown)) return shown;
    const person = personOf(stream, shown);
    return person !== undefined && (await isDeleted(person)) ? { ...shown, personal: null } : shown;
  };
}
