import { randomUUID } from 'node:crypto';
import { engagementDecider, readerStream } from '@afrimedia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedArticle } from '../../testing/published-article.ts';
import { startTestApi, type TestApi, type TestUser } from '../../testing/test-api.ts';

interface Profile {
  id: string;
  name: string;
  kids: boolean;
  age_limit: string | null;
  is_default: boolean;
}

interface Tokens {
  token: string;
  refreshToken: string;
}

interface UserView {
  profile: string;
  profiles: Profile[];
  favs: string[];
  likes: string[];
  watched: { id: string; time: number }[];
}

describe('viewing profiles and the kids PIN', () => {
  let api: TestApi;
  let contentId: string;
  const password = 'Str0ng-Passw0rd';
  const pin = '4821';

  beforeAll(async () => {
    api = await startTestApi('household');
    const author = await api.newUser({ role: 'owner' });
    ({ contentId } = await publishedArticle(api, author.userId));
  });
  afterAll(() => api.close());

  const asUser = (userId: string, tokens: Tokens): TestUser & Tokens => ({
    userId,
    email: '',
    ...tokens,
    auth: { authorization: `Bearer ${tokens.token}` },
  });

  /** An account signed up and signed in through the API, so it has a real password to set the PIN with. */
  async function signUp(): Promise<TestUser & Tokens> {
    const email = `parent-${randomUUID().slice(0, 8)}@example.org`;
    const registered = await api.call('POST', '/auth/register', undefined, {
      email,
      password,
      terms_accepted: true,
    });
    expect(registered.status).toBe(201);
    const { id } = (await registered.json()) as { id: string };
    return { ...(await signIn(id, email)), email };
  }

  /** A new sign-in of the account: another device. */
  async function signIn(userId: string, email: string): Promise<TestUser & Tokens> {
    const login = await api.call('POST', '/auth/login', undefined, { email, password });
    expect(login.status).toBe(200);
    return { ...asUser(userId, (await login.json()) as Tokens), email };
  }

  async function refreshed(user: TestUser & Tokens): Promise<TestUser & Tokens> {
    const response = await api.call('POST', '/auth/refresh', undefined, { refresh_token: user.refreshToken });
    expect(response.status).toBe(200);
    return { ...asUser(user.userId, (await response.json()) as Tokens), email: user.email };
  }

  async function created(user: TestUser, body: Record<string, unknown>): Promise<Profile> {
    const response = await api.call('POST', '/auth/profiles', user, body);
    expect(response.status).toBe(201);
    return (await response.json()) as Profile;
  }

  async function userView(user: TestUser, query = ''): Promise<UserView> {
    const response = await api.call('GET', `/auth/user${query}`, user);
    expect(response.status).toBe(200);
    return (await response.json()) as UserView;
  }

  const setPin = (user: TestUser, current_password = password) =>
    api.call('PUT', '/auth/kids-pin', user, { pin, current_password });

  const switchTo = (user: TestUser, profileId: string, body: Record<string, unknown> = {}) =>
    api.call('POST', `/auth/profiles/${profileId}/switch`, user, body);

  /** A favourite or like, as a page that reads it next sends it. */
  function act(
    method: 'POST' | 'DELETE',
    name: 'fav' | 'like',
    user: TestUser,
    body: Record<string, unknown> = {},
  ) {
    return fetch(`${api.url}/api/actions/${name}/${contentId}`, {
      method,
      headers: { ...user.auth, 'content-type': 'application/json', prefer: 'read-your-writes' },
      body: JSON.stringify(body),
    });
  }

  async function refusal(response: Response) {
    return { status: response.status, ...((await response.json()) as { code: string; field?: string }) };
  }

  async function withKidsProfile() {
    const parent = await signUp();
    expect((await setPin(parent)).status).toBe(200);
    const kids = await created(parent, { name: 'Binta', kids: true, age_limit: '12-age-restriction' });
    return { parent, kids };
  }

  it('creates up to 5 profiles, the default one included, and never removes the default one', async () => {
    const parent = await signUp();
    const first = await created(parent, { name: '  Moussa ', language: 'fr' });
    expect(first).toEqual({
      id: expect.any(String),
      name: 'Moussa',
      colour: '#2E86AB',
      language: 'fr',
      age_limit: null,
      kids: false,
      is_default: false,
    });
    for (const name of ['Awa', 'Fatou', 'Ibrahim']) await created(parent, { name });
    expect(await refusal(await api.call('POST', '/auth/profiles', parent, { name: 'Sixth' }))).toMatchObject({
      status: 409,
      code: 'INVALID_STATE_TRANSITION',
    });
    expect(await refusal(await api.call('POST', '/auth/profiles', parent, { name: ' ' }))).toMatchObject({
      status: 400,
      code: 'NAME_REQUIRED',
    });

    const view = await userView(parent);
    expect(view.profile).toBe(parent.userId);
    expect(view.profiles.map((profile) => profile.name)).toEqual([
      expect.any(String),
      'Moussa',
      'Awa',
      'Fatou',
      'Ibrahim',
    ]);
    expect(view.profiles[0]).toMatchObject({ id: parent.userId, is_default: true });

    expect(await refusal(await api.call('DELETE', `/auth/profiles/${parent.userId}`, parent))).toMatchObject({
      status: 409,
      code: 'INVALID_STATE_TRANSITION',
    });
    expect((await api.call('DELETE', `/auth/profiles/${first.id}`, parent)).status).toBe(200);
    expect((await userView(parent)).profiles.map((profile) => profile.id)).not.toContain(first.id);
    expect((await api.call('DELETE', `/auth/profiles/${first.id}`, parent)).status).toBe(404);
    await created(parent, { name: 'Fifth again' });
  });

  it('updates a profile at PUT /auth/profile/{id}: name, colour, language, and an age limit lifted with null', async () => {
    const parent = await signUp();
    const profile = await created(parent, { name: 'Awa' });
    const path = `/auth/profile/${profile.id}`;
    const updated = await api.call('PUT', path, parent, {
      name: 'Awa Marie',
      colour: '#7768AE',
      language: 'ar',
      age_limit: '16-age-restriction',
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({
      id: profile.id,
      name: 'Awa Marie',
      colour: '#7768AE',
      language: 'ar',
      age_limit: '16-age-restriction',
    });
    expect(await (await api.call('PUT', path, parent, { age_limit: null })).json()).toMatchObject({
      name: 'Awa Marie',
      age_limit: null,
    });
    expect(await refusal(await api.call('PUT', path, parent, { colour: 'pink' }))).toMatchObject({
      status: 400,
      code: 'FIELDS_REQUIRED',
    });
    expect((await userView(parent)).profiles[1]).toMatchObject({ name: 'Awa Marie', age_limit: null });
  });

  it('sets the kids PIN only with the account password, and a kids profile only once it is set', async () => {
    const parent = await signUp();
    expect(
      await refusal(await api.call('POST', '/auth/profiles', parent, { name: 'Kid', kids: true })),
    ).toEqual(expect.objectContaining({ status: 409, code: 'INVALID_STATE_TRANSITION', field: 'pin' }));
    expect(await refusal(await setPin(parent, 'Wr0ng-Passw0rd'))).toMatchObject({
      status: 400,
      code: 'WRONG_PASSWORD',
      field: 'current_password',
    });
    const badPin = await api.call('PUT', '/auth/kids-pin', parent, {
      pin: '12a4',
      current_password: password,
    });
    expect(await refusal(badPin)).toMatchObject({ status: 400, code: 'FIELDS_REQUIRED' });
    expect(await (await setPin(parent)).json()).toEqual({ ok: true });
    const kids = await created(parent, { name: 'Kid', kids: true });
    expect(kids).toMatchObject({ kids: true, age_limit: 'no-age-restriction' });
    const events = await api.events();
    const pinEvent = events.find(
      (event) => event.type === 'KidsPinSet' && event.stream.endsWith(parent.userId),
    );
    expect(JSON.stringify(pinEvent?.data)).not.toContain(pin);
  });

  it('enters a kids profile without the PIN and leaves it only with it; the kids profile acts as itself', async () => {
    const { parent, kids } = await withKidsProfile();
    expect(await (await switchTo(parent, kids.id)).json()).toEqual({ profile: kids.id });
    const view = await userView(parent);
    expect(view.profile).toBe(kids.id);

    expect((await api.call('POST', '/auth/profiles', parent, { name: 'Another' })).status).toBe(409);
    expect((await api.call('PUT', `/auth/profile/${kids.id}`, parent, { age_limit: null })).status).toBe(409);
    expect((await api.call('PUT', `/auth/profile/${parent.userId}`, parent, { name: 'Mine' })).status).toBe(
      409,
    );
    expect((await api.call('DELETE', `/auth/profiles/${kids.id}`, parent)).status).toBe(409);
    expect((await api.call('GET', `/auth/user?profile=${parent.userId}`, parent)).status).toBe(404);
    expect((await userView(parent, `?profile=${kids.id}`)).profile).toBe(kids.id);
    const lowered = await api.call('PUT', `/auth/profile/${kids.id}`, parent, {
      age_limit: 'no-age-restriction',
    });
    expect(await lowered.json()).toMatchObject({ age_limit: 'no-age-restriction' });

    expect(await refusal(await switchTo(parent, parent.userId))).toMatchObject({
      status: 400,
      code: 'FIELDS_REQUIRED',
      field: 'pin',
    });
    expect((await switchTo(parent, parent.userId, { pin })).status).toBe(200);
    expect((await userView(parent)).profile).toBe(parent.userId);
  });

  it('pauses the PIN for 15 minutes after 5 wrong ones; the right one works after the pause', async () => {
    const { parent, kids } = await withKidsProfile();
    expect((await switchTo(parent, kids.id)).status).toBe(200);
    const start = Date.now();
    api.setNow(new Date(start));
    try {
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect(await refusal(await switchTo(parent, parent.userId, { pin: '0000' }))).toMatchObject({
          status: 400,
          code: 'WRONG_VERIFICATION_CODE',
          field: 'pin',
        });
      }
      expect(await refusal(await switchTo(parent, parent.userId, { pin }))).toMatchObject({
        status: 429,
        code: 'TOO_MANY_ATTEMPTS',
      });
      expect((await userView(parent)).profile).toBe(kids.id);
      const failures = (await api.events()).filter(
        (event) => event.type === 'KidsPinFailed' && event.stream.endsWith(parent.userId),
      );
      expect(failures).toHaveLength(5);

      api.setNow(new Date(start + 16 * 60_000));
      // The access token has expired meanwhile: the device refreshes, and is still on the kids profile.
      const later = await refreshed(parent);
      expect((await userView(later)).profile).toBe(kids.id);
      expect((await switchTo(later, parent.userId, { pin })).status).toBe(200);
      expect((await userView(later)).profile).toBe(parent.userId);
    } finally {
      api.setNow(undefined);
    }
  });

  it('keeps the profile per device: it survives a token refresh, and another sign-in starts on the default one', async () => {
    const parent = await signUp();
    const other = await created(parent, { name: 'Awa' });
    expect((await switchTo(parent, other.id)).status).toBe(200);
    const next = await refreshed(parent);
    expect((await userView(next)).profile).toBe(other.id);
    const secondDevice = await signIn(parent.userId, parent.email);
    expect((await userView(secondDevice)).profile).toBe(parent.userId);

    // A removed profile leaves the devices on it on the default one.
    expect((await api.call('DELETE', `/auth/profiles/${other.id}`, secondDevice)).status).toBe(200);
    expect((await userView(next)).profile).toBe(parent.userId);
  });

  it('keeps watched positions per profile: switching starts another profile on its own map', async () => {
    const parent = await signUp();
    const other = await created(parent, { name: 'Awa' });
    const watch = (profileId: string | undefined, positionSeconds: number) =>
      api.run(readerStream(parent.userId), engagementDecider, parent.userId, {
        type: 'WatchContent',
        data: {
          readerId: parent.userId,
          contentId: 'video-1',
          positionSeconds,
          ...(profileId ? { profileId } : {}),
        },
      });
    await watch(undefined, 42);
    expect((await userView(parent)).watched).toEqual([{ id: 'video-1', time: 42 }]);
    expect((await switchTo(parent, other.id)).status).toBe(200);
    expect((await userView(parent)).watched).toEqual([]);
    await watch(other.id, 7);
    expect((await userView(parent)).watched).toEqual([{ id: 'video-1', time: 7 }]);
    expect((await userView(parent, `?profile=${parent.userId}`)).watched).toEqual([
      { id: 'video-1', time: 42 },
    ]);

    // Erasing the viewing history erases every profile's, on the server.
    expect((await api.call('POST', '/auth/history/erase', parent)).status).toBe(200);
    await api.events();
    expect((await userView(parent)).watched).toEqual([]);
    expect((await userView(parent, `?profile=${parent.userId}`)).watched).toEqual([]);
  });

  it('files favourites and likes under the profile the body names, else under the device’s', async () => {
    const { parent, kids } = await withKidsProfile();
    const on = await act('POST', 'like', parent, { profile: kids.id });
    expect(await on.json()).toEqual({ id: contentId, active: true, count: 1 });
    expect((await userView(parent, `?profile=${kids.id}`)).likes).toEqual([contentId]);
    expect((await userView(parent)).likes).toEqual([]);

    expect(await (await act('POST', 'like', parent)).json()).toMatchObject({ active: true, count: 2 });
    expect(await (await act('POST', 'fav', parent)).json()).toMatchObject({ active: true, count: 1 });
    expect(await userView(parent)).toMatchObject({ likes: [contentId], favs: [contentId] });
    expect(await userView(parent, `?profile=${kids.id}`)).toMatchObject({ likes: [contentId], favs: [] });

    const off = await act('DELETE', 'like', parent, { profile: kids.id });
    expect(await off.json()).toMatchObject({ active: false, count: 1 });
    expect((await userView(parent, `?profile=${kids.id}`)).likes).toEqual([]);
    expect((await userView(parent)).likes).toEqual([contentId]);

    // On the kids profile, the device files under it and may name no other.
    expect((await switchTo(parent, kids.id)).status).toBe(200);
    expect(await (await act('POST', 'fav', parent)).json()).toMatchObject({ active: true, count: 2 });
    expect((await userView(parent)).favs).toEqual([contentId]);
    expect(await refusal(await act('POST', 'like', parent, { profile: parent.userId }))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect((await switchTo(parent, parent.userId, { pin })).status).toBe(200);

    // A removed profile takes its favourites with it.
    expect((await api.call('DELETE', `/auth/profiles/${kids.id}`, parent)).status).toBe(200);
    expect(await (await act('POST', 'fav', parent)).json()).toMatchObject({ active: true, count: 1 });
  });

  it('knows no profile of another account, on any call', async () => {
    const { parent, kids } = await withKidsProfile();
    const stranger = await api.newUser();
    const calls: [string, string, unknown?][] = [
      ['PUT', `/auth/profile/${kids.id}`, { name: 'Mine now' }],
      ['DELETE', `/auth/profiles/${kids.id}`],
      ['POST', `/auth/profiles/${kids.id}/switch`, {}],
      ['GET', `/auth/user?profile=${kids.id}`],
      ['GET', `/auth/user?profile=${parent.userId}`],
      ['POST', `/actions/like/${contentId}`, { profile: kids.id }],
      ['DELETE', `/actions/like/${contentId}`, { profile: kids.id }],
      ['POST', `/actions/fav/${contentId}`, { profile: parent.userId }],
      ['DELETE', `/actions/fav/${contentId}`, { profile: parent.userId }],
    ];
    for (const [method, path, body] of calls) {
      const response = await api.call(method, path, stranger, body);
      expect({ call: `${method} ${path}`, ...(await refusal(response)) }).toMatchObject({
        status: 404,
        code: 'NOT_FOUND',
      });
    }
    expect((await userView(parent)).profiles.map((profile) => profile.name)).toContain('Binta');
  });
});
