import { dispatchOutbox, publishing, type TestApi } from '@afrimedia/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReaderUnderTest } from '../../../testing/reader-under-test.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startReaderUnderTest('reader-info');
  const make = publishing(api);
  await make.sitePage('who-are-we', 'en', 'Who are we');
  await make.sitePage('who-are-we', 'fr', 'Qui sommes-nous');
  await make.sitePage('terms-of-use', 'en', 'Terms of use');
  await make.sitePage('privacy-policy', 'en', 'Privacy policy');
  await make.sitePage('become-author', 'en', 'Write for Afrimedia');
});
afterAll(() => api.close());

const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${api.url}${path}`, { headers });
  return { status: response.status, html: await response.text() };
};
const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

describe('the information pages, served', () => {
  it('shows each static page at /page/{slug} and at every address of its own', async () => {
    const expected: Record<string, string> = {
      '/page/who-are-we': 'Who are we',
      '/who-are-we': 'Who are we',
      '/page/terms-of-use': 'Terms of use',
      '/terms-of-use': 'Terms of use',
      '/termsOfUse': 'Terms of use',
      '/privacy-policy': 'Privacy policy',
      '/privacyPolicy': 'Privacy policy',
      '/page/become-author': 'Write for Afrimedia',
    };
    for (const [path, title] of Object.entries(expected)) {
      const { status, html } = await page(path);
      expect({ path, status, title: heading(html) }).toEqual({ path, status: 200, title });
      expect(html).toContain(`${title}: the text of the page.`);
    }
  });

  it('asks for the page in the language the reader chose, and marks a page in another one', async () => {
    const french = await page('/who-are-we', { cookie: 'lang=fr', 'accept-language': 'en' });
    expect(heading(french.html)).toBe('Qui sommes-nous');
    expect(french.html).toMatch(/<article class="site-page">/);
    const arabic = await page('/who-are-we?lang=ar');
    expect(heading(arabic.html)).toBe('Who are we');
    expect(arabic.html).toMatch(/<article class="site-page" lang="en">/);
  });

  it('answers 404 for no slug, an unknown page and a malformed slug', async () => {
    for (const path of ['/page', '/page/x', '/page/no-such-page', '/page/%20']) {
      const { status, html } = await page(path);
      expect({ path, status }).toEqual({ path, status: 404 });
      expect(html).toContain('This page could not be found');
    }
  });

  it('serves the landing, subscription, becoming-an-author and contact pages', async () => {
    for (const [path, title] of [
      ['/landing', 'Publish your stories. Get paid for them.'],
      ['/about-subscription', 'Subscription'],
      ['/become-author', 'Become an author'],
      ['/contact', 'Contact us'],
    ] as const) {
      const { status, html } = await page(path);
      expect({ path, status, title: heading(html) }).toEqual({ path, status: 200, title });
    }
  });
});

describe('the contact form, posted without scripts', () => {
  const post = (fields: Record<string, string>) =>
    fetch(`${api.url}/contact?lang=fr`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: api.url },
      body: new URLSearchParams(fields),
    });
  const fields = {
    name: 'Aminata Diallo',
    email: 'aminata@example.org',
    subject: 'Un partenariat',
    message: 'Nous animons une radio à Dakar et voudrions partager nos podcasts.',
  };

  it('shows a refusal next to its field and keeps what was typed', async () => {
    const response = await post({ ...fields, message: 'Court' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(/<p id="contact-message-error" class="field-error" role="alert">[^<]+<\/p>/);
    expect(html).toContain('value="Un partenariat"');
    expect((await api.events()).some((event) => event.type === 'ContactMessageReceived')).toBe(false);
  });

  it("reaches the team's inbox, then thanks the sender", async () => {
    const response = await post(fields);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/contact?sent=1&lang=fr');
    const thanks = await page('/contact?sent=1&lang=fr');
    expect(heading(thanks.html)).toBe('Merci !');

    const delivered = await dispatchOutbox({
      db: api.db,
      store: api.store,
      mailer: api.deps.mailer,
      publicUrl: api.url,
      team: { address: 'team@afrimedia.test', language: 'en' },
      unsubscribe: api.deps.unsubscribe,
    });
    expect(delivered).toBe(1);
    const [mail] = await api.mail();
    expect(mail).toMatchObject({ recipient: 'team@afrimedia.test', subject: 'Contact form: Un partenariat' });
    expect(mail?.body).toContain('Aminata Diallo <aminata@example.org>');
    expect(mail?.body).toContain('Written in: fr');
  });
});
