import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appServer, type AppServer } from '../testing/app-server.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';

/** The dev outbox holds sign-in links and codes: only the machine the platform runs on may read it. */
describe('the dev outbox', () => {
  let api: TestApi;
  let server: AppServer;

  beforeAll(async () => {
    api = await startTestApi('dev_mail');
    // Behind a trusted proxy on this machine, as a deployment would be: the forwarded address is the client's.
    server = await appServer(api, { trustProxy: ['loopback'] });
    const reader = await api.newUser();
    expect((await api.call('POST', '/auth/link/generate', undefined, { email: reader.email })).status).toBe(
      200,
    );
    for (let tries = 0; (await api.mail()).length === 0; tries += 1) {
      if (tries === 100) throw new Error('no sign-in link reached the outbox');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  afterAll(async () => {
    server.close();
    await api.close();
  });

  it.each(['/dev/mail', '/dev/mail.json'])('serves %s to a client on this machine', async (path) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('token=');
  });

  it.each(['/dev/mail', '/dev/mail.json'])('answers 404 to any other client for %s', async (path) => {
    for (const client of ['203.0.113.9', '10.1.2.3', '2001:db8::1']) {
      const response = await fetch(`${server.url}${path}`, { headers: { 'x-forwarded-for': client } });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('token=');
    }
  });
});
