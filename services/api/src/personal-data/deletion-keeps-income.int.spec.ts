import { QUALIFIED_READ_SECONDS, RATE_CARD_STREAM, rateCardDecider } from '@afrimedia/domain';
import { verifyIncome } from '@afrimedia/projections';
import { readModelsOf } from '../storage/api-db.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedArticle } from '../testing/published-article.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';

const PASSWORD = 'Str0ng-Passw0rd';
const BROWSER =
  'Mozilla/5.0 (Linux; Android 13; TECNO KI5k) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
const DAY_ONE = Date.parse('2026-11-24T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

describe('income after deletions', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi('deletion_income');
    api.setNow(new Date(DAY_ONE - DAY));
  });
  afterAll(() => api.close());

  /** A person registered with a password, as the deletion call asks for it. */
  async function registered(name: string) {
    const email = `${name}.${Date.now()}@example.test`;
    const response = await api.call('POST', '/auth/register', undefined, {
      email,
      password: PASSWORD,
      terms_accepted: true,
      profile: { first_name: name },
    });
    const { id } = (await response.json()) as { id: string };
    return { userId: id, email };
  }

  /** A fresh session at the clock's time: access tokens live minutes, and the clock moves days. */
  async function signedIn(person: { userId: string; email: string }) {
    const login = await api.call('POST', '/auth/login', undefined, {
      email: person.email,
      password: PASSWORD,
    });
    const { token } = (await login.json()) as { token: string };
    return { ...person, token, auth: { authorization: `Bearer ${token}` } };
  }

  const post = (path: string, body: unknown, auth: Record<string, string>) =>
    fetch(`${api.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER, ...auth },
      body: JSON.stringify(body),
    });

  const statements = () =>
    readModelsOf(api.db)
      .selectFrom('income.statements')
      .selectAll()
      .orderBy(['author_id', 'period', 'period_start'])
      .execute();

  it("keeps every statement to the micro-euro, and verify-income passing, after a reader's and an author's deletion", async () => {
    await api.run(RATE_CARD_STREAM, rateCardDecider, 'test-admin', {
      type: 'PublishRateCard',
      data: {
        rateCardId: 'card-1',
        effectiveFrom: new Date(DAY_ONE - DAY).toISOString(),
        microEurosPerRead: 12_500,
        microEurosPerClick: 4_000,
        actorIsAdmin: true,
      },
    });
    const author = await registered('author');
    const other = await api.newUser({ role: 'owner' });
    const { contentId } = await publishedArticle(api, other.userId);
    const [reader, second] = [await registered('reader'), await registered('second')];
    const readers = [reader, second];
    for (const [day, reader] of [0, 1].flatMap((day) => readers.map((reader) => [day, reader] as const))) {
      const at = DAY_ONE + day * DAY;
      api.setNow(new Date(at));
      const { auth } = await signedIn(reader);
      expect((await post('/actions/view', { contentId, via: 'list' }, auth)).status).toBe(200);
      api.setNow(new Date(at + QUALIFIED_READ_SECONDS * 1000));
      expect((await post('/actions/read', { contentId, seconds: QUALIFIED_READ_SECONDS }, auth)).status).toBe(
        202,
      );
    }
    await api.caughtUp();
    const before = await statements();
    expect(before.length).toBeGreaterThan(0);
    expect((await verifyIncome({ store: api.store, db: readModelsOf(api.db) })).difference).toBeNull();

    for (const person of [reader, author]) {
      const deleting = await signedIn(person);
      expect(
        (await api.call('POST', '/auth/user/delete', deleting, { current_password: PASSWORD })).status,
      ).toBe(200);
    }
    await api.caughtUp();

    expect(await statements()).toEqual(before);
    const verified = await verifyIncome({ store: api.store, db: readModelsOf(api.db) });
    expect(verified.difference).toBeNull();
    expect(verified.lines).toBe(8);
  });
});
