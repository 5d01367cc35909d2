import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../../testing/test-api.ts';
import { WALL_GUESSES_PER_ADDRESS } from './pages-deps.ts';

type WallAnswer = { ok?: true; pass?: string | null; code?: string };

/** The site wall: the environment's password until the team configures one, passes that outlive nothing else. */
describe('the site wall', () => {
  let api: TestApi;
  let admin: TestUser;

  beforeAll(async () => {
    api = await startTestApi('site_wall', { sitePassword: 'From-The-Env1' });
    admin = await api.newUser({ role: 'admin' });
  });
  afterAll(() => api.close());

  const attempt = async (body: unknown) => {
    const response = await api.call('POST', '/configs/site-wall', undefined, body);
    return { status: response.status, body: (await response.json()) as WallAnswer };
  };
  const wallStands = async () =>
    ((await (await api.call('GET', '/configs')).json()) as { site_wall: boolean }).site_wall;
  const configure = (sitePassword: string | null) =>
    api.call('PUT', '/admin/configuration/site', admin, {
      appAccess: 'free',
      availableLanguages: ['en', 'fr', 'ar', 'es'],
      defaultLanguage: 'en',
      sitePassword,
    });

  it("stands with the environment's password until the team configures the site, and gives a pass", async () => {
    expect(await wallStands()).toBe(true);
    expect(await attempt({ password: 'guess' })).toMatchObject({
      status: 400,
      body: { code: 'WRONG_PASSWORD' },
    });
    const right = await attempt({ password: 'From-The-Env1' });
    expect(right.status).toBe(200);
    expect(right.body.pass).toEqual(expect.any(String));
    expect(await attempt({ pass: right.body.pass })).toEqual(right);
    expect(await attempt({ pass: `${right.body.pass}x` })).toMatchObject({ status: 400 });
  });

  it('takes the configured password at once; a pass of the old password no longer opens it', async () => {
    const old = (await attempt({ password: 'From-The-Env1' })).body.pass;
    expect((await configure('Team-Passw0rd')).status).toBe(200);
    expect(await wallStands()).toBe(true);
    expect(await attempt({ pass: old })).toMatchObject({ status: 400, body: { code: 'WRONG_PASSWORD' } });
    expect(await attempt({ password: 'From-The-Env1' })).toMatchObject({ status: 400 });
    const pass = (await attempt({ password: 'Team-Passw0rd' })).body.pass;
    expect(pass).toEqual(expect.any(String));
    expect(pass).not.toBe(old);
    expect((await attempt({ pass })).status).toBe(200);
  });

  it("comes down when the team removes it, the environment's password included", async () => {
    expect((await configure(null)).status).toBe(200);
    expect(await wallStands()).toBe(false);
    expect(await attempt({ password: 'anything' })).toEqual({ status: 200, body: { ok: true, pass: null } });
  });

  it('refuses an attempt with neither a password nor a pass', async () => {
    expect(await attempt({})).toMatchObject({ status: 400, body: { code: 'FIELDS_REQUIRED' } });
  });
});

describe('guesses at the site wall', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('site_wall_guesses', { sitePassword: 'From-The-Env1' });
  });
  afterAll(() => api.close());

  const attempt = async (body: unknown) => {
    const response = await api.call('POST', '/configs/site-wall', undefined, body);
    return { status: response.status, body: (await response.json()) as WallAnswer };
  };

  it('stops a client past the limit, the right password included, while passes still open the wall', async () => {
    const { pass } = (await attempt({ password: 'From-The-Env1' })).body;
    for (let guess = 0; guess < WALL_GUESSES_PER_ADDRESS; guess += 1)
      expect((await attempt({ password: `guess-${guess}` })).status).toBe(400);
    expect(await attempt({ password: 'From-The-Env1' })).toMatchObject({
      status: 429,
      body: { code: 'TOO_MANY_ATTEMPTS' },
    });
    expect((await attempt({ pass })).status).toBe(200);
  });
});
