import { z } from 'zod';
import { defineEvent, type EventsOf } from '../core/event-definition.ts';
import { SUPPORTED_LANGUAGES } from '../rules/languages.ts';

const instant = z.iso.datetime({ offset: true });

/** One stream per message, so a resent form (same idempotency key) lands on the message it already sent. */
export const contactStream = (messageId: string) => `contact-${messageId}`;

/**
 * What the sender wrote, all of it personal: their name and address identify them and the text may, so it is
 * grouped under `personal` like a user's data, to be encrypted with the message's own key and shredded with it.
 */
export const contactPersonalSchema = z.object({
  name: z.string().min(1),
  email: z.string().min(1),
  subject: z.string().min(1),
  message: z.string().min(1),
});

/** A visitor or reader wrote to the platform team through the contact form (spec §2 /contact). */
export const ContactMessageReceived = defineEvent(
  'ContactMessageReceived',
  z.object({
    messageId: z.string(),
    /** The interface language the sender wrote from: the language to answer in. */
    language: z.enum(SUPPORTED_LANGUAGES),
    receivedAt: instant,
    personal: contactPersonalSchema,
  }),
);

export const contactEventDefinitions = [ContactMessageReceived] as const;
export type ContactEvent = EventsOf<typeof contactEventDefinitions>;

export interface ContactState {
  readonly received: boolean;
}

export const initialContactState = (): ContactState => ({ received: false });

export const evolveContact = (_state: ContactState, _event: ContactEvent): ContactState => ({
  received: true,
});
