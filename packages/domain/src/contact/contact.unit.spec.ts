import { describe, it } from 'vitest';
import { deciderSpecification } from '../core/decider-specification.ts';
import type { ContactEvent } from './contact.ts';
import { contactDecider, type SendContactMessage } from './decide.ts';

const spec = deciderSpecification(contactDecider);
const now = '2026-11-22T10:00:00.000Z';
const personal = {
  name: 'Aminata Diallo',
  email: 'aminata@example.org',
  subject: 'A partnership',
  message: 'We run a radio in Dakar and would like to share our podcasts.',
};

const send = (
  changes: Partial<SendContactMessage['data']['personal']> = {},
  language = 'fr',
): SendContactMessage => ({
  type: 'SendContactMessage',
  data: { messageId: 'message-1', language, personal: { ...personal, ...changes } },
  metadata: { now, actorId: 'device:d1' },
});

const received = (language: 'en' | 'fr' | 'ar' | 'es' = 'fr'): ContactEvent => ({
  type: 'ContactMessageReceived',
  data: { messageId: 'message-1', language, receivedAt: now, personal },
});

describe('contact messages', () => {
  it('records the message with what the sender wrote, trimmed, and the language to answer in', () => {
    spec
      .given([])
      .when(send({ name: '  Aminata Diallo ', message: `  ${personal.message}\n` }))
      .then([received()]);
  });

  it('records a message sent again only once', () => {
    spec.given([received()]).when(send()).then([]);
  });

  it('needs every field', () => {
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      spec
        .given([])
        .when(send({ [field]: '   ' }))
        .thenRejects('FIELDS_REQUIRED', field);
    }
  });

  it('needs an e-mail address to answer to', () => {
    spec
      .given([])
      .when(send({ email: 'aminata at example' }))
      .thenRejects('WRONG_EMAIL', 'email');
  });

  it('needs a message of at least 10 characters', () => {
    spec
      .given([])
      .when(send({ message: ' Hello!   ' }))
      .thenRejects('TEXT_TOO_SHORT', 'message');
    spec
      .given([])
      .when(send({ message: 'Ten chars!' }))
      .then([
        { ...received(), data: { ...received().data, personal: { ...personal, message: 'Ten chars!' } } },
      ]);
  });

  it('refuses a language the platform does not speak', () => {
    spec.given([]).when(send({}, 'de')).thenRejects('FIELDS_REQUIRED', 'language');
  });
});
