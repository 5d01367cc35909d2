import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedArticle } from '../testing/published-article.ts';
import { startTestApi, type TestApi, type TestUser } from '../testing/test-api.ts';

/*
 * The payloads of the spec's client (§3, §7) exactly as its forms send them: a field the form left empty arrives
 * as '' or as null, and means "not given". Besides the spec's fields, registration carries the terms checkbox
 * (spec §2) and the author upgrade the application's texts, which this API requires.
 */

const PASSWORD = 'Kora2026pass';
const NEW_PASSWORD = 'Balafon2027key';
const EXPERTISE = 'Music journalist';
const ABOUT_ME = 'I write about the music scenes of Dakar, Bamako and Abidjan, and the people who make them.';

type Blank = '' | null;
const BLANKS: readonly Blank[] = ['', null];

const registration = (email: string, blank: Blank) => ({
  email,
  password: PASSWORD,
  phone: blank,
  profile: blank,
  role: blank,
  validation_token: blank,
  validation_email: blank,
  terms_accepted: true,
});

const profileUpdate = (blank: Blank, profile: unknown = blank) => ({
  profile,
  password: blank,
  country: blank,
  email: blank,
  phone: blank,
  hide_watched: blank,
  is_active: blank,
  avatar: blank,
});

const accountForm = (blank: Blank) => ({
  first_name: 'Awa',
  last_name: blank,
  title: blank,
  birthdate: blank,
  mobile_phone: blank,
  country: blank,
  address: blank,
  zip_code: blank,
});

const authorUpgrade = (blank: Blank, role: 'owner' | Blank) => ({
  email: blank,
  password: blank,
  phone: blank,
  profile: blank,
  role,
  country: blank,
  categories: blank,
  expertise_title: EXPERTISE,
  about_me: ABOUT_ME,
});

const login = (email: string, blank: Blank) => [
  { login: blank, email, password: PASSWORD },
  { login: email, email: blank, password: PASSWORD },
];

const changeWithoutToken = (email: string, code: string, blank: Blank) => ({
  password: NEW_PASSWORD,
  email: blank,
  validation_token: code,
  validation_email: email,
});

describe("the spec's client payloads, with empty optional fields", () => {
  let api: TestApi;
  let author: TestUser;
  let articles: { contentId: string }[];

  beforeAll(async () => {
    api = await startTestApi('payload_shapes');
    author = await api.newUser({ role: 'owner' });
    articles = [await publishedArticle(api, author.userId), await publishedArticle(api, author.userId)];
  });
  afterAll(() => api.close());

  async function post(method: string, path: string, body: unknown, auth: Record<string, string> = {}) {
    const response = await fetch(`${api.url}/api${path}`, {
      method,
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function codeMailedTo(email: string): Promise<string> {
    const mail = (await api.mail()).find((message) => message.recipient === email);
    const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  }

  for (const blank of BLANKS) {
    const label = blank === null ? 'null' : "''";

    it(`registers, verifies, signs in and refreshes with ${label} optional fields`, async () => {
      const email = `awa-${blank === null ? 'null' : 'empty'}@example.org`;
      const registered = await post('POST', '/auth/register', registration(email, blank));
      expect(registered).toMatchObject({ status: 201, body: { email, role: 'reader' } });

      const verified = await post('POST', '/auth/verifyToken', {
        validation_token: await codeMailedTo(email),
        validation_email: email,
      });
      expect(verified).toEqual({ status: 200, body: { verified: true } });

      for (const payload of login(email, blank)) {
        expect(await post('POST', '/auth/login', payload)).toMatchObject({ status: 200 });
      }
      const session = await post('POST', '/auth/login', login(email, blank)[0]);
      const refreshed = await post('POST', '/auth/refresh', { refresh_token: session.body.refreshToken });
      expect(refreshed).toMatchObject({ status: 200, body: { type: 'bearer' } });
      const auth = { authorization: `Bearer ${String(refreshed.body.token)}` };
      expect(await post('PUT', '/auth/lang', { langToApply: 'fr' }, auth)).toEqual({
        status: 200,
        body: { lang: 'fr' },
      });

      expect(await post('POST', '/auth/link/generate', { email })).toEqual({
        status: 200,
        body: { ok: true },
      });
      expect(await post('POST', '/auth/token', { email, template: blank })).toEqual({
        status: 200,
        body: { ok: true },
      });
      expect(await post('POST', '/auth/token', { email, template: 'reset-password' })).toMatchObject({
        status: 200,
      });
      const reset = await post('POST', '/auth/password/changeWithoutToken', {
        ...changeWithoutToken(email, await codeMailedTo(email), blank),
      });
      expect(reset).toEqual({ status: 200, body: { ok: true } });
      expect(
        await post('POST', '/auth/login', { login: blank, email, password: NEW_PASSWORD }),
      ).toMatchObject({
        status: 200,
      });
    });

    it(`updates the profile and applies to be an author with ${label} optional fields`, async () => {
      const reader = await api.newUser();
      expect(await post('PUT', '/auth/profile', profileUpdate(blank), reader.auth)).toEqual({
        status: 200,
        body: { is_active: true, role: 'reader' },
      });
      expect(
        await post('PUT', '/auth/profile', profileUpdate(blank, accountForm(blank)), reader.auth),
      ).toEqual({
        status: 200,
        body: { is_active: true, role: 'reader' },
      });
      const user = await (await api.call('GET', '/auth/user', reader)).json();
      expect(user).toMatchObject({ first_name: 'Awa', is_active: true, hide_watched: false });

      const events = (await api.events()).length;
      expect(await post('PUT', '/auth/profile', authorUpgrade(blank, blank), reader.auth)).toMatchObject({
        status: 200,
      });
      expect(await post('PUT', '/auth/profile', authorUpgrade(blank, 'owner'), reader.auth)).toMatchObject({
        status: 200,
      });
      const appended = (await api.events()).slice(events).map((event) => event.type);
      expect(appended).toEqual(['AuthorApplicationSubmitted']);
    });

    it(`favourites, likes, shares and reports with ${label} optional fields`, async () => {
      const reader = await api.newUser();
      const contentId = articles[0]?.contentId ?? '';
      for (const action of ['fav', 'like']) {
        expect(
          await post('POST', `/actions/${action}/${contentId}`, { profile: blank }, reader.auth),
        ).toEqual({
          status: 200,
          body: { id: contentId, active: true, count: expect.any(Number) },
        });
      }
      expect(await post('POST', '/actions/share', { label: 'whatsapp', contentId })).toMatchObject({
        status: 200,
      });
      const report = {
        link: `/a/${contentId}`,
        title: 'Le mbalax fait son retour',
        comment: 'Titre trompeur',
      };
      expect(await post('POST', '/actions/report', report, reader.auth)).toMatchObject({ status: 201 });
    });
  }

  it('e-mails the followers of an article once, with the spec payload', async () => {
    const { contentId } = articles[1] ?? { contentId: '' };
    expect(
      await post('POST', '/actions/sendEmailToPublicationSubcribers', { id: contentId }, author.auth),
    ).toEqual({ status: 200, body: { ok: true } });
  });

  it('keeps the messages of required fields left empty', async () => {
    const reader = await api.newUser();
    const refusals: [string, string, unknown, string, Record<string, string>?][] = [
      ['POST', '/auth/register', { ...registration('', null) }, 'WRONG_EMAIL'],
      [
        'POST',
        '/auth/register',
        { ...registration('kofi@example.org', ''), password: null },
        'FIELDS_REQUIRED',
      ],
      ['POST', '/auth/login', { login: '', email: 'kofi@example.org', password: null }, 'LOGIN_FAILED'],
      ['POST', '/auth/refresh', { refresh_token: '' }, 'E_INVALID_JWT_REFRESH_TOKEN'],
      ['PUT', '/auth/lang', { langToApply: '' }, 'FIELDS_REQUIRED', reader.auth],
      [
        'POST',
        '/auth/verifyToken',
        { validation_token: null, validation_email: 'a@b.org' },
        'FIELDS_REQUIRED',
      ],
      ['POST', '/auth/link/generate', { email: '' }, 'WRONG_EMAIL'],
      ['POST', '/actions/share', { label: '', contentId: 'x' }, 'FIELDS_REQUIRED'],
      ['POST', '/actions/share', { label: 'whatsapp', contentId: null }, 'CONTENT_NOT_FOUND'],
      ['POST', '/actions/report', { link: 'l', title: 't', comment: null }, 'FIELDS_REQUIRED', reader.auth],
      ['POST', '/actions/sendEmailToPublicationSubcribers', { id: '' }, 'CONTENT_NOT_FOUND', author.auth],
    ];
    for (const [method, path, body, code, auth] of refusals) {
      expect({ path, ...(await post(method, path, body, auth)).body }).toMatchObject({ path, code });
    }
  });
});
