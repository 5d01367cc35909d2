import type { Command, Decider, Decision } from '../core/decider.ts';
import { reject } from '../core/domain-error.ts';
import { isSupportedLanguage } from '../rules/languages.ts';
import { checkMinLength, isBlank, SHORT_TEXT_MIN_LENGTH } from '../rules/text.ts';
import { evolveContact, initialContactState, type ContactEvent, type ContactState } from './contact.ts';

/** Spec §2 contact form: every field is required, and the message is a short text (§9: at least 10 characters). */
export type SendContactMessage = Command<
  'SendContactMessage',
  {
    messageId: string;
    language: string;
    personal: { name: string; email: string; subject: string; message: string };
  }
>;
export type ContactCommand = SendContactMessage;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REQUIRED = ['name', 'email', 'subject', 'message'] as const;

export function decideContact(command: ContactCommand, state: ContactState): Decision<ContactEvent> {
  // The same message sent again (a retried form) is already with the team.
  if (state.received) return [];
  const { messageId, personal } = command.data;
  const missing = REQUIRED.find((field) => isBlank(personal[field]));
  if (missing) return reject('FIELDS_REQUIRED', missing);
  const text = {
    name: personal.name.trim(),
    email: personal.email.trim(),
    subject: personal.subject.trim(),
    message: personal.message.trim(),
  };
  if (!EMAIL_PATTERN.test(text.email)) return reject('WRONG_EMAIL', 'email');
  const tooShort = checkMinLength('message', text.message, SHORT_TEXT_MIN_LENGTH);
  if (tooShort) return tooShort;
  const { language } = command.data;
  if (!isSupportedLanguage(language)) return reject('FIELDS_REQUIRED', 'language');
  return [
    {
      type: 'ContactMessageReceived',
      data: { messageId, language, receivedAt: command.metadata.now, personal: text },
    },
  ];
}

export const contactDecider: Decider<ContactState, ContactCommand, ContactEvent> = {
  initialState: initialContactState,
  evolve: evolveContact,
  decide: decideContact,
};
