import { randomUUID } from 'node:crypto';
import type { AdminUserDetail } from '@afrimedia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../../../testing/test-api.ts';

const PASSWORD = 'Str0ng-Passw0rd';
const PIN = '4821';
const PHONE =
  'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';

interface Tokens {
  token: string;
  refreshToken: string;
}

describe("a person's viewing profiles and devices in the console", () => {
  let api: TestApi;
  let admin: TestUser;
  const start = new Date();
  const minutes = (count: number) => new Date(start.getTime() + count * 60_000);

  beforeAll(async () => {
    api = await startTestApi('admin_person_detail');
    admin = await api.newUser({ role: 'admin' });
  });
  afterAll(() => api.close());

  const as = (userId: string, { token }: Tokens): TestUser => ({
    userId,
    email: '',
    token,
    auth: { authorization: `Bearer ${token}` },
  });

  async function login(email: string, agent: string, at: Date): Promise<Tokens> {
    api.setNow(at);
    const response = await fetch(`${api.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': agent },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Tokens;
  }

  /** A parent with a kids PIN and a kids profile, signed in on a laptop (then signed out) and on a phone. */
  async function family() {
    const email = `parent-${randomUUID().slice(0, 8)}@example.org`;
    const registered = await api.call('POST', '/auth/register', undefined, {
      email,
      password: PASSWORD,
      terms_accepted: true,
      lang: 'fr',
      profile: { first_name: 'Awa' },
    });
    expect(registered.status).toBe(201);
    const { id: userId } = (await registered.json()) as { id: string };

    const laptop = as(userId, await login(email, LAPTOP, minutes(0)));
    expect(
      (await api.call('PUT', '/auth/kids-pin', laptop, { pin: PIN, current_password: PASSWORD })).status,
    ).toBe(200);
    const kids = await api.call('POST', '/auth/profiles', laptop, {
      name: 'Binta',
      kids: true,
      age_limit: '12-age-restriction',
      language: 'ar',
    });
    expect(kids.status).toBe(201);
    expect((await api.call('POST', '/auth/logout', laptop)).status).toBe(200);

    // The test server hears every sign-in from its loopback address, which has no country: this one is given one.
    api.setNow(minutes(3));
    await api.deps.sessions.start(userId, { userAgent: PHONE, country: 'sn' }, minutes(3));
    api.setNow(undefined);
    return { userId, kidsId: ((await kids.json()) as { id: string }).id };
  }

  async function detailOf(userId: string, by: TestUser = admin) {
    const response = await api.call('GET', `/admin/users/${userId}`, by);
    return { status: response.status, text: await response.text() };
  }

  it('shows an admin the profiles, whether a kids PIN is set, and every device signed in or not', async () => {
    const { userId, kidsId } = await family();
    const { status, text } = await detailOf(userId);
    expect(status).toBe(200);
    const person = JSON.parse(text) as AdminUserDetail;
    expect(person).toMatchObject({ id: userId, firstName: 'Awa', lang: 'fr', kidsPinSet: true });
    expect(person.profiles).toEqual([
      { id: userId, name: 'Awa', kids: false, ageLimit: null, lang: 'fr', isDefault: true },
      { id: kidsId, name: 'Binta', kids: true, ageLimit: '12-age-restriction', lang: 'ar', isDefault: false },
    ]);
    expect(person.devices).toEqual([
      {
        id: expect.any(String),
        browser: 'Samsung Internet',
        system: 'Android',
        country: 'sn',
        firstSeenAt: minutes(3).toISOString(),
        lastSeenAt: minutes(3).toISOString(),
        signedIn: true,
      },
      {
        id: expect.any(String),
        browser: 'Firefox',
        system: 'Windows',
        country: null,
        firstSeenAt: minutes(0).toISOString(),
        lastSeenAt: minutes(0).toISOString(),
        signedIn: false,
      },
    ]);
  });

  it('sends nothing of the PIN but whether it is set', async () => {
    const { userId } = await family();
    const pinSet = (await api.events()).find(
      (event) => event.type === 'KidsPinSet' && event.stream.endsWith(userId),
    );
    const pinHash = (pinSet?.data as { pinHash?: string } | undefined)?.pinHash;
    expect(pinHash).toEqual(expect.any(String));
    const { text } = await detailOf(userId);
    expect(text).not.toContain(pinHash!);
    expect(text).not.toContain(PIN);
    expect(text.match(/pin/gi)).toEqual(['Pin']);
  });

  it('shows a person without a kids PIN their one profile, and the list rows stay without either', async () => {
    const reader = await api.newUser({ language: 'es' });
    const person = JSON.parse((await detailOf(reader.userId)).text) as AdminUserDetail;
    expect(person).toMatchObject({ kidsPinSet: false, profiles: [{ id: reader.userId, isDefault: true }] });
    expect(person.profiles).toHaveLength(1);
    expect(person.devices).toEqual([
      expect.objectContaining({ browser: null, system: null, signedIn: true }),
    ]);

    const filter = encodeURIComponent(JSON.stringify({ id: [reader.userId] }));
    const [row] = (await (await api.call('GET', `/admin/users?filter=${filter}`, admin)).json()) as object[];
    expect(row).not.toHaveProperty('profiles');
    expect(row).not.toHaveProperty('devices');
    expect(row).not.toHaveProperty('kidsPinSet');
  });

  it('refuses anyone who is not an admin, the person themselves included', async () => {
    const { userId } = await family();
    const reader = await api.newUser();
    expect((await detailOf(userId, reader)).status).toBe(403);
    const themselves = { userId, email: '', token: '', auth: await api.signIn(userId) };
    expect((await detailOf(userId, themselves)).status).toBe(403);
    expect((await detailOf(userId, { ...themselves, auth: {} })).status).toBe(401);
    expect((await detailOf(randomUUID())).status).toBe(404);
  });
});
