import { randomUUID } from 'node:crypto';
import type { TestApi } from '@afrimedia/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReaderUnderTest } from '../../../testing/reader-under-test.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startReaderUnderTest('reader-profiles');
});
afterAll(() => api.close());

const PASSWORD = 'Demo-Passw0rd';
const PIN = '2468';

interface Profile {
  id: string;
  name: string;
  kids: boolean;
  age_limit: string | null;
}

/** A browser without scripts: forms posted from the same origin, redirects not followed. */
function post(path: string, fields: Record<string, string>, cookie = '') {
  return fetch(`${api.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: api.url, cookie },
    body: new URLSearchParams(fields),
  });
}

const get = (path: string, cookie: string) =>
  fetch(`${api.url}${path}`, { redirect: 'manual', headers: { cookie } });

/** An account made through the API, with a password to sign in with and to set the PIN with. */
async function registered(): Promise<string> {
  const email = `parent-${randomUUID().slice(0, 8)}@example.org`;
  const response = await api.call('POST', '/auth/register', undefined, {
    email,
    password: PASSWORD,
    terms_accepted: true,
  });
  expect(response.status).toBe(201);
  return email;
}

/** Signs in through the reader's form; the `token=…` cookie the browser then sends, and where it landed. */
async function signIn(email: string, returnTo = '/videos') {
  const response = await post('/login', { intent: 'password', email, password: PASSWORD, returnTo });
  expect(response.status).toBe(302);
  const cookie = response.headers.getSetCookie().find((each) => each.startsWith('token='));
  return { cookie: cookie?.split(';')[0] ?? '', landing: response.headers.get('location') };
}

/** The account's profiles and the one this browser is on, as the API answers the reader. */
async function household(cookie: string) {
  const tokens = JSON.parse(decodeURIComponent(cookie.slice('token='.length))) as { token: string };
  const response = await api.call('GET', '/auth/user', {
    userId: '',
    email: '',
    token: tokens.token,
    auth: { authorization: `Bearer ${tokens.token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { profile: string; profiles: Profile[] };
}

const tab = (fields: Record<string, string>, cookie: string) => post('/profile?t=profiles', fields, cookie);

/** A parent signed in, with the PIN set and a kids profile limited to 12+. */
async function parentWithKids() {
  const email = await registered();
  const { cookie } = await signIn(email);
  expect((await tab({ intent: 'kids-pin', pin: PIN, current_password: PASSWORD }, cookie)).status).toBe(200);
  const created = await tab(
    { intent: 'create-profile', name: 'Kora', kids: '1', age_limit: '12-age-restriction', colour: '#3BB273' },
    cookie,
  );
  expect(created.status).toBe(200);
  const kora = (await household(cookie)).profiles.find((profile) => profile.name === 'Kora');
  if (!kora) throw new Error('no kids profile');
  return { email, cookie, kora };
}

describe('the profiles tab', () => {
  it('asks for the PIN before a kids profile, refuses a wrong password, then adds, edits and removes profiles', async () => {
    const email = await registered();
    const { cookie } = await signIn(email);

    const early = await tab({ intent: 'create-profile', name: 'Kora', kids: '1' }, cookie);
    expect(early.status).toBe(409);
    expect(await early.text()).toContain('Set the kids PIN below before adding a kids profile.');

    const wrong = await tab({ intent: 'kids-pin', pin: PIN, current_password: 'Not-the-passw0rd' }, cookie);
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('Wrong password');
    const saved = await tab({ intent: 'kids-pin', pin: PIN, current_password: PASSWORD }, cookie);
    expect(await saved.text()).toContain('PIN saved.');

    const added = await tab(
      { intent: 'create-profile', name: 'Kora', kids: '1', age_limit: '12-age-restriction', language: 'fr' },
      cookie,
    );
    expect(await added.text()).toContain('Profile added.');
    const kora = (await household(cookie)).profiles.find((profile) => profile.name === 'Kora');
    expect(kora).toMatchObject({ kids: true, age_limit: '12-age-restriction', language: 'fr' });

    const list = await (await get('/profile?t=profiles', cookie)).text();
    expect(list).toContain('Contents rated up to 12+');

    const edited = await post(
      `/profile?t=profiles&edit=${kora!.id}`,
      { intent: 'edit-profile', profile: kora!.id, name: 'Kora B', age_limit: 'no-age-restriction' },
      cookie,
    );
    expect(await edited.text()).toContain('Your changes are saved.');
    expect((await household(cookie)).profiles).toContainEqual(
      expect.objectContaining({ id: kora!.id, name: 'Kora B', age_limit: 'no-age-restriction' }),
    );

    const removed = await tab({ intent: 'remove-profile', profile: kora!.id }, cookie);
    expect(await removed.text()).toContain('Profile removed.');
    expect((await household(cookie)).profiles.map((profile) => profile.name)).not.toContain('Kora B');
  });

  it('refuses a name left empty next to the name field', async () => {
    const { cookie } = await signIn(await registered());
    const response = await tab({ intent: 'create-profile', name: '  ' }, cookie);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(/<input\b[^>]*name="name"[^>]*>/.exec(html)?.[0]).toContain('aria-invalid="true"');
  });
});

describe('the picker and a kids profile', () => {
  it('sends a sign-in to the picker once the account has more than one profile, keeping where it was going', async () => {
    const single = await signIn(await registered(), '/videos');
    expect(single.landing).toBe('/videos');
    const { email } = await parentWithKids();
    expect((await signIn(email, '/videos')).landing).toBe(
      `/profiles?returnTo=${encodeURIComponent('/videos')}`,
    );
  });

  it('switches to the kids profile, which has no settings, studio or payments, and leaves it only with the PIN', async () => {
    const { cookie, kora } = await parentWithKids();
    const picker = await (await get('/profiles?returnTo=%2Fvideos', cookie)).text();
    expect(picker).toContain('Who is reading?');
    expect(picker).not.toContain('name="pin"');

    const entered = await post('/profiles', { profile: kora.id, returnTo: '/videos' }, cookie);
    expect(entered.status).toBe(303);
    expect(entered.headers.get('location')).toBe('/videos');
    expect((await household(cookie)).profile).toBe(kora.id);

    for (const path of [
      '/profile',
      '/profile?t=subscriptions',
      '/publications/new',
      '/become-author/apply',
    ]) {
      const response = await get(path, cookie);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe('/profiles');
    }
    const home = await (await get('/', cookie)).text();
    expect(home).toContain('href="/profiles"');
    expect(home).not.toContain('href="/profile"');
    expect(home).not.toContain('href="/about-subscription"');

    const kidsPicker = await (await get('/profiles', cookie)).text();
    expect(/<input\b[^>]*name="pin"[^>]*>/.exec(kidsPicker)?.[0]).toContain('inputMode="numeric"');
    const parent = (await household(cookie)).profiles.find((profile) => !profile.kids)!;

    const noPin = await post('/profiles', { profile: parent.id }, cookie);
    expect(noPin.status).toBe(400);
    expect(await noPin.text()).toContain('Type the 4-digit PIN.');
    const wrong = await post('/profiles', { profile: parent.id, pin: '0000' }, cookie);
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('This PIN is not the right one.');
    expect((await household(cookie)).profile).toBe(kora.id);

    const right = await post('/profiles', { profile: parent.id, pin: PIN }, cookie);
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe('/');
    expect((await get('/profile', cookie)).status).toBe(200);
  });

  it('pauses after five wrong PINs, the right one refused too until the pause ends', async () => {
    const { cookie, kora } = await parentWithKids();
    await post('/profiles', { profile: kora.id }, cookie);
    const parent = (await household(cookie)).profiles.find((profile) => !profile.kids)!;
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await post('/profiles', { profile: parent.id, pin: '0000' }, cookie)).status).toBe(400);
    const paused = await post('/profiles', { profile: parent.id, pin: PIN }, cookie);
    expect(paused.status).toBe(429);
    expect(await paused.text()).toContain('Too many wrong PINs. Try again in 15 minutes.');
  });
});
