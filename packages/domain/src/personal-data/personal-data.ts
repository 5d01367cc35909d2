import { z } from 'zod';
import { defineEvent, type EventsOf } from '../core/event-definition.ts';
import { authorStream, incomeStream, readerStream, subscriptionStream, userStream } from '../streams.ts';

const instant = z.iso.datetime({ offset: true });

/**
 * The one sub-object of a payload that holds what identifies a person (ARCHITECTURE §7). The store keeps it sealed
 * with its owner's key, so destroying that key erases it from every copy of the event at once.
 */
export const PERSONAL_FIELD = 'personal';

/**
 * Whose key seals an event's personal data: the stream's. A user's stream is that person's; a contact message is a
 * stream of its own, shredded with its own key, as a visitor who wrote one has no account to delete.
 */
export const personalDataOwner = (stream: string): string => stream;

/** The streams that are a person's own: their account, reading, authorship, subscription and income. */
export const personalStreamsOf = (userId: string): readonly string[] => [
  userStream(userId),
  readerStream(userId),
  authorStream(userId),
  subscriptionStream(userId),
  incomeStream(userId),
];

/** Personal data is kept at most 3 years after a person's last activity, financial records 10 (spec §1 terms). */
export const PERSONAL_DATA_RETENTION_YEARS = 3;
export const FINANCIAL_DATA_RETENTION_YEARS = 10;

/**
 * What is kept at `now`: personal data of people active on or after `personal`, financial detail dated on or after
 * `financial`. Calendar years in UTC: from 29 February the day before is the horizon's 1 March.
 */
export function retentionHorizons(now: Date): { readonly personal: Date; readonly financial: Date } {
  const yearsBefore = (years: number) => {
    const horizon = new Date(now);
    horizon.setUTCFullYear(horizon.getUTCFullYear() - years);
    return horizon;
  };
  return {
    personal: yearsBefore(PERSONAL_DATA_RETENTION_YEARS),
    financial: yearsBefore(FINANCIAL_DATA_RETENTION_YEARS),
  };
}

/** What an erased text reads as: nothing of the person, yet still a valid (non-empty) value of its schema. */
export const ERASED_TEXT = 'erased';

/**
 * An erased address stays distinct per owner: read models that keep one row per address must not see two erased
 * people as one while a replay runs through their events before their deletion.
 */
export const erasedEmail = (owner: string): string => `${owner}@erased.invalid`;

/**
 * What `personal` reads as once the owner's key is destroyed, per event type: nothing personal, still valid for
 * the event's schema. `undefined` drops the field (it was optional: the edit changed nothing personal, as far as
 * anyone can tell now).
 */
const erasedForms: Readonly<Record<string, (owner: string) => Record<string, unknown> | undefined>> = {
  UserRegistered: (owner) => ({ email: erasedEmail(owner) }),
  EmailChangeRequested: (owner) => ({ email: erasedEmail(owner) }),
  ProfileUpdated: () => ({}),
  ProfileCreated: () => ({ name: ERASED_TEXT }),
  ProfileEdited: () => undefined,
  ContactMessageReceived: (owner) => ({
    name: ERASED_TEXT,
    email: erasedEmail(owner),
    subject: ERASED_TEXT,
    message: ERASED_TEXT,
  }),
};

/** The event types that carry personal data: the only ones whose payloads the store seals. */
export const PERSONAL_EVENT_TYPES: readonly string[] = Object.keys(erasedForms);

export class NoErasedForm extends Error {
  constructor(readonly type: string) {
    super(`${type} carries personal data but has no erased form`);
    this.name = 'NoErasedForm';
  }
}

/** The payload as it reads once its personal data is erased: everything else kept as it was. */
export function withPersonalErased(
  type: string,
  owner: string,
  data: Record<string, unknown>,
): Record<string, unknown> {
  const form = erasedForms[type];
  if (!form) throw new NoErasedForm(type);
  const { [PERSONAL_FIELD]: _erased, ...rest } = data;
  const erased = form(owner);
  return erased === undefined ? rest : { ...rest, [PERSONAL_FIELD]: erased };
}

/**
 * The first start of a platform made its key ring: the store remembers that keys exist, so a key table found
 * empty later is known lost, never taken for a new platform's.
 */
export const PERSONAL_KEY_RING_STREAM = 'personal-key-ring';
export const PersonalKeyRingCreated = defineEvent(
  'PersonalKeyRingCreated',
  z.object({ ringId: z.string(), createdAt: instant }),
);

export const personalDataEventDefinitions = [PersonalKeyRingCreated] as const;
export type PersonalDataEvent = EventsOf<typeof personalDataEventDefinitions>;
