import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchOutbox } from '../../mail/outbox-dispatcher.ts';
import { startTestApi, type TestApi } from '../../testing/test-api.ts';
import { CONTACT_MESSAGES_PER_ADDRESS } from './contact-routes.ts';

const TEAM = 'team@afrimedia.test';
const message = {
  name: 'Aminata Diallo',
  email: 'Aminata@Example.org',
  subject: 'A partnership\nwith our radio',
  message: 'We run a community radio in Dakar and would like to share our podcasts.',
};

describe('POST /api/contact', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('contact');
  });
  afterAll(() => api.close());

  const contactEvents = async () =>
    (await api.events()).filter((event) => event.type === 'ContactMessageReceived');
  const deliver = () =>
    dispatchOutbox({
      db: api.db,
      store: api.store,
      mailer: api.deps.mailer,
      publicUrl: 'http://afrimedia.test',
      team: { address: TEAM, language: 'en' },
      unsubscribe: api.deps.unsubscribe,
    });
  /** Every well-formed message from this address so far: each counts against its limit, resent or not. */
  let accepted = 0;
  const send = async (body: unknown, lang = 'en', headers: Record<string, string> = {}) => {
    const response = await fetch(`${api.url}/api/contact?lang=${lang}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    if (response.status === 200) accepted += 1;
    return response;
  };

  it('refuses a message with a field missing, blank or too short, and records nothing', async () => {
    const refusals = [
      [{ ...message, name: undefined }, 'FIELDS_REQUIRED', 'name'],
      [{ ...message, subject: '   ' }, 'FIELDS_REQUIRED', 'subject'],
      [{ ...message, email: '' }, 'FIELDS_REQUIRED', 'email'],
      [{ ...message, email: 'aminata.example.org' }, 'WRONG_EMAIL', 'email'],
      [{ ...message, message: 'Too short' }, 'TEXT_TOO_SHORT', 'message'],
      [{ ...message, name: '<b>Aminata</b>' }, 'PLAIN_TEXT_ONLY', 'name'],
    ] as const;
    for (const [body, code, field] of refusals) {
      const response = await send(body);
      expect({ status: response.status, body: await response.json() }, code).toMatchObject({
        status: 400,
        body: { code, field },
      });
    }
    expect(await contactEvents()).toEqual([]);
  });

  it("records the message once and the reactor writes it to the team's inbox in the team's language", async () => {
    const response = await send(message, 'fr');
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 200,
      body: { ok: true },
    });
    const events = await contactEvents();
    expect(events).toHaveLength(1);
    expect(events[0]?.stream).toMatch(/^contact-[0-9a-f-]{36}$/);
    expect(events[0]?.data).toMatchObject({
      language: 'fr',
      personal: {
        name: 'Aminata Diallo',
        email: 'aminata@example.org',
        subject: 'A partnership with our radio',
        message: message.message,
      },
    });

    expect(await deliver()).toBe(1);
    const [mail] = await api.mail();
    expect(mail).toMatchObject({ recipient: TEAM, subject: 'Contact form: A partnership with our radio' });
    expect(mail?.body).toContain('Aminata Diallo <aminata@example.org>');
    expect(mail?.body).toContain('Written in: fr');
    expect(mail?.body).toContain(message.message);
    expect(await deliver()).toBe(0);
  });

  it('records a resent message (same Idempotency-Key) once', async () => {
    const before = (await contactEvents()).length;
    const resend = () => send(message, 'en', { 'idempotency-key': 'contact-form-retry-1' });
    expect((await resend()).status).toBe(200);
    expect((await resend()).status).toBe(200);
    expect(await contactEvents()).toHaveLength(before + 1);
  });

  it('refuses more than a few messages from one address in 15 minutes with 429 and Retry-After', async () => {
    while (accepted < CONTACT_MESSAGES_PER_ADDRESS) expect((await send(message)).status).toBe(200);
    const refused = await send(message);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    const events = (await contactEvents()).length;
    expect((await send(message)).status).toBe(429);
    expect(await contactEvents()).toHaveLength(events);
  });
});
