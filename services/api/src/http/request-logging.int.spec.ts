import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';

/** What the platform writes to its log about requests that carry sign-in secrets. */
describe('the request log', () => {
  let api: TestApi;
  let server: Server;
  let url: string;
  const lines: string[] = [];

  beforeAll(async () => {
    api = await startTestApi('request_log');
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    server = createApp({
      logger: pino({ level: 'info' }, sink),
      healthChecks: [],
      webApps: [],
      api: api.deps,
      devMail: true,
    }).listen(0, '127.0.0.1');
    await once(server, 'listening');
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await api.close();
  });

  it('keeps the path and the request of a sign-in link or code, not its secret', async () => {
    const secrets = ['link-secret-4f1c', 'code-secret-9a2b', 'refresh-secret-77aa'];
    await fetch(`${url}/api/auth/verifyToken?token=${secrets[0]}&lang=fr`);
    await fetch(`${url}/login/callback?code=${secrets[1]}`);
    await fetch(`${url}/api/auth/refresh?refresh_token=${secrets[2]}`, { method: 'POST' });
    await expect.poll(() => lines.length).toBeGreaterThanOrEqual(3);
    const log = lines.join('');
    expect(log).toContain('/api/auth/verifyToken?token=[redacted]&lang=fr');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
