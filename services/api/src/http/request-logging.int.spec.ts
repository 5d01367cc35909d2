import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appServer, type AppServer } from '../testing/app-server.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';

/** What the platform writes to its log about requests that carry sign-in secrets. */
describe('the request log', () => {
  let api: TestApi;
  let server: AppServer;
  const lines: string[] = [];

  beforeAll(async () => {
    api = await startTestApi('request_log');
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    server = await appServer(api, { logger: pino({ level: 'info' }, sink) });
  });
  afterAll(async () => {
    server.close();
    await api.close();
  });

  it('keeps the path and the request of a sign-in link or code, not its secret', async () => {
    const secrets = ['link-secret-4f1c', 'code-secret-9a2b', 'refresh-secret-77aa'];
    await fetch(`${server.url}/api/auth/verifyToken?token=${secrets[0]}&lang=fr`);
    await fetch(`${server.url}/login/callback?code=${secrets[1]}`);
    await fetch(`${server.url}/api/auth/refresh?refresh_token=${secrets[2]}`, { method: 'POST' });
    await expect.poll(() => lines.length).toBeGreaterThanOrEqual(3);
    const log = lines.join('');
    expect(log).toContain('/api/auth/verifyToken?token=[redacted]&lang=fr');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
