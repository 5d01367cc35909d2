import {
  PERSONAL_EVENT_TYPES,
  PERSONAL_FIELD,
  personalDataOwner,
  reservations as reservationsOf,
  withPersonalErased,
} from '@afrimedia/domain';
import {
  ReservationConflict,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
  type Reservation,
} from '@afrimedia/event-store';
import type { KeyVault } from './key-vault.ts';
import { seal, unseal } from './seal.ts';

/** Where a stored payload keeps its sealed `personal` object. */
export const SEALED_FIELD = 'personalSealed';

const EMAIL_SCOPE = reservationsOf.email('').scope;
const carriers = new Set(PERSONAL_EVENT_TYPES);

/** Sealed for one event only: its id, stream and type are authenticated with it. */
const sealContext = (id: string, stream: string, type: string) => `${id}|${stream}|${type}`;

type Payload = Record<string, unknown>;
const isPayload = (data: unknown): data is Payload =>
  data !== null && typeof data === 'object' && !Array.isArray(data);

/**
 * Reads a stored event as the platform sees it: its sealed personal fields opened with their owner's key, or in
 * the domain's erased form once the key is destroyed. For whatever reads the store's payloads without going
 * through the store itself, such as projectors fed from Kafka.
 */
export function personalDataOpener(vault: KeyVault): (event: RecordedEvent) => Promise<RecordedEvent> {
  return async function opened(event: RecordedEvent): Promise<RecordedEvent> {
    if (!carriers.has(event.type) || !isPayload(event.data)) return event;
    const owner = personalDataOwner(event.stream);
    const { [SEALED_FIELD]: sealedPersonal, ...rest } = event.data;
    if (typeof sealedPersonal !== 'string') {
      // Stored before sealing began: read as it is, unless its owner has been erased since.
      if (rest[PERSONAL_FIELD] === undefined || !(await vault.isDestroyed(owner))) return event;
      return { ...event, data: withPersonalErased(event.type, owner, rest) };
    }
    const key = await vault.readingKey(owner);
    if (key === 'destroyed') return { ...event, data: withPersonalErased(event.type, owner, rest) };
    const personal: unknown = JSON.parse(
      unseal(key, sealedPersonal, sealContext(event.id, event.stream, event.type)).toString('utf8'),
    );
    return { ...event, data: { ...rest, [PERSONAL_FIELD]: personal } };
  };
}

/**
 * The event store as everything above it sees it, whichever adapter is below: `personal` is sealed with its
 * owner's key before it is stored (both adapters, and anything that copies their payloads, hold only the sealed
 * form) and opened as it is read; once the key is destroyed it reads as the domain's erased form, for events
 * sealed and for those stored in plaintext before sealing began. E-mail reservations are kept under a keyed hash.
 */
export function sealPersonalData(store: EventStore, vault: KeyVault): EventStore {
  async function sealed(stream: string, event: NewEvent): Promise<NewEvent> {
    if (!isPayload(event.data) || event.data[PERSONAL_FIELD] === undefined) return event;
    const { [PERSONAL_FIELD]: personal, ...rest } = event.data;
    const key = await vault.sealingKey(personalDataOwner(stream));
    const plaintext = Buffer.from(JSON.stringify(personal), 'utf8');
    return {
      ...event,
      data: { ...rest, [SEALED_FIELD]: seal(key, plaintext, sealContext(event.id, stream, event.type)) },
    };
  }

  const opened = personalDataOpener(vault);

  async function* openedAll(events: AsyncIterable<RecordedEvent>): AsyncIterable<RecordedEvent> {
    for await (const event of events) yield await opened(event);
  }

  const hashed = (reservation: Reservation): Reservation =>
    reservation.scope === EMAIL_SCOPE
      ? { ...reservation, key: vault.emailDigest(reservation.key) }
      : reservation;
  /** An address reserved before hashing began is still held under the address itself. */
  const plainEmails = (list: readonly Reservation[] | undefined) =>
    (list ?? []).filter((reservation) => reservation.scope === EMAIL_SCOPE);

  return {
    async append(stream, events, expected, options = {}) {
      for (const reservation of plainEmails(options.reservations)) {
        const owner = await store.reservationOwner(reservation);
        if (owner !== undefined && owner !== stream)
          throw new ReservationConflict(reservation.scope, reservation.key);
      }
      const legacyReleases: Reservation[] = [];
      for (const reservation of plainEmails(options.releases))
        if ((await store.reservationOwner(reservation)) === stream) legacyReleases.push(reservation);
      const toStore: NewEvent[] = [];
      for (const event of events) toStore.push(await sealed(stream, event));
      try {
        return await store.append(stream, toStore, expected, {
          ...(options.reservations ? { reservations: options.reservations.map(hashed) } : {}),
          ...(options.releases || legacyReleases.length > 0
            ? { releases: [...(options.releases ?? []).map(hashed), ...legacyReleases] }
            : {}),
        });
      } catch (error) {
        // The conflict names the key the caller asked for, never its hash.
        if (error instanceof ReservationConflict && error.scope === EMAIL_SCOPE) {
          const asked = plainEmails(options.reservations).find(
            (reservation) => vault.emailDigest(reservation.key) === error.key,
          );
          if (asked) throw new ReservationConflict(asked.scope, asked.key);
        }
        throw error;
      }
    },
    readStream: (stream, fromVersion) => openedAll(store.readStream(stream, fromVersion)),
    readAll: (from, options) => openedAll(store.readAll(from, options)),
    subscribeAll: (from, handler, options) =>
      store.subscribeAll(from, async (event) => handler(await opened(event)), options),
    headPosition: () => store.headPosition(),
    settledPosition: () => store.settledPosition(),
    async reservationOwner(reservation) {
      const owner = await store.reservationOwner(hashed(reservation));
      return owner ?? (reservation.scope === EMAIL_SCOPE ? store.reservationOwner(reservation) : undefined);
    },
    ping: () => store.ping(),
    close: () => store.close(),
  };
}
