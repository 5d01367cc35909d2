import type { TestApi, TestUser } from '@afrimedia/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReaderUnderTest } from '../../../../testing/reader-under-test.ts';
import { readerPages } from './reader-pages.ts';

let api: TestApi;
let admin: TestUser;
let pages: ReturnType<typeof readerPages>;

beforeAll(async () => {
  api = await startReaderUnderTest('reader-studio-apply');
  pages = readerPages(api);
  admin = await pages.newUser({ role: 'admin' });
});
afterAll(() => api.close());

const PENDING = '/page/become-author-pending';
const ABOUT = 'I report on the music scenes of Lagos and Accra, for readers who love West African sounds.';

describe('the author application (/become-author/apply)', () => {
  it('sends a visitor to sign in first, coming back to the form', async () => {
    const response = await pages.page('/become-author/apply');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      `/login?returnTo=${encodeURIComponent('/become-author/apply')}`,
    );
  });

  it('shows a reader the form with the countries named in their language', async () => {
    const reader = await pages.newUser({ language: 'fr' });
    const { html } = await pages.showing('/become-author/apply?lang=fr', reader, '<h1>');
    expect(html).toContain('<h1>Postuler pour devenir auteur</h1>');
    expect(html).toContain('<option value="sn">Sénégal</option>');
  });

  it("refuses a short about-me text with the API's message, keeping what was typed", async () => {
    const reader = await pages.newUser();
    const response = await pages.post('/become-author/apply', reader, {
      expertise_title: 'Music journalist',
      about_me: 'Music.',
      country: '',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('This text is too short.</p>');
    expect(html).toContain('value="Music journalist"');
    const { html: standing } = await pages.showing(PENDING, reader, '<h1>');
    expect(standing).toContain('You have not applied to become an author yet.</p>');
  });

  it('refuses an empty expertise title', async () => {
    const reader = await pages.newUser();
    const response = await pages.post('/become-author/apply', reader, {
      expertise_title: ' ',
      about_me: ABOUT,
      country: 'ng',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('You must fill all the fields</p>');
  });

  it('sends the application and shows it waiting, then keeps the applicant on the pending screen', async () => {
    const reader = await pages.newUser();
    const response = await pages.post('/become-author/apply', reader, {
      expertise_title: 'Music journalist',
      about_me: ABOUT,
      country: 'ng',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(PENDING);
    const waiting = 'Your application is waiting for the platform team’s validation.</p>';
    const { html } = await pages.showing(PENDING, reader, waiting);
    expect(html).toContain(waiting);
    expect(html).toMatch(/Sent on [A-Z][a-z]{2} \d{1,2}, \d{4}\.<\/p>/);
    const again = await pages.page('/become-author/apply', reader);
    expect(again.headers.get('location')).toBe(PENDING);
  });
});

describe('where the application stands (/page/become-author-pending)', () => {
  it('sends a visitor to sign in first', async () => {
    const response = await pages.page(PENDING);
    expect(response.headers.get('location')).toBe(`/login?returnTo=${encodeURIComponent(PENDING)}`);
  });

  it("shows the platform team's reason for a refusal", async () => {
    const applicant = await pages.newUser({ role: 'owner', verified: false });
    const reason = 'Tell us more about the work you have published.';
    const rejected = await api.call('POST', `/admin/author-applications/${applicant.userId}/reject`, admin, {
      reason,
    });
    expect(rejected.status).toBe(200);
    const { html } = await pages.showing(PENDING, applicant, `${reason}</blockquote>`);
    expect(html).toContain(`${reason}</blockquote>`);
    expect(html).toContain('The platform team refused your application on');
  });

  it('lets a refused applicant correct what they sent and apply again', async () => {
    const applicant = await pages.newUser();
    const first = { expertise_title: 'Music journalist', about_me: ABOUT, country: 'ng' };
    expect((await pages.post('/become-author/apply', applicant, first)).status).toBe(302);
    const reason = 'Name the outlets that published you.';
    await api.call('POST', `/admin/author-applications/${applicant.userId}/reject`, admin, { reason });
    const link = 'href="/become-author/apply" data-discover="true">Correct my application and apply again';
    expect((await pages.showing(PENDING, applicant, link)).html).toContain(link);

    const { html: form } = await pages.showing('/become-author/apply', applicant, 'value="Music journalist"');
    expect(form).toContain(`${reason}</blockquote>`);
    expect(form).toContain('value="Music journalist"');
    expect(form).toContain(`${ABOUT}</textarea>`);
    const corrected = await pages.post('/become-author/apply', applicant, {
      ...first,
      expertise_title: 'Music journalist for Pulse Nigeria',
    });
    expect(corrected.status).toBe(302);
    expect(corrected.headers.get('location')).toBe(PENDING);
    const waiting = 'Your application is waiting for the platform team’s validation.</p>';
    expect((await pages.showing(PENDING, applicant, waiting)).html).toContain(waiting);
    const queued = await api.call('GET', `/admin/author-applications/${applicant.userId}`, admin);
    expect(await queued.json()).toMatchObject({
      status: 'waiting',
      expertiseTitle: 'Music journalist for Pulse Nigeria',
      reason: null,
    });
  });

  it('tells a validated author the way to a first publication, and others the median wait', async () => {
    const waiting = await pages.newUser({ role: 'owner', verified: false });
    const author = await pages.newUser({ role: 'owner' });
    const { html } = await pages.showing(PENDING, author, 'You are an author.</p>');
    expect(html).toContain('You are an author.</p>');
    expect(html).toContain('href="/publications/new"');
    const median = /Lately the team has answered applications in \d+ minutes? \(median\)\.<\/p>/;
    expect((await pages.showing(PENDING, waiting, median)).html).toMatch(median);
    expect((await pages.page('/become-author/apply', author)).headers.get('location')).toBe('/publications');
  });

  it('leaves the other static pages to the site pages', async () => {
    expect((await pages.page('/page/no-such-page')).status).toBe(404);
  });
});
