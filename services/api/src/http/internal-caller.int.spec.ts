import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { FAILED_LOGINS_PER_ADDRESS } from '../auth/rate-limit.ts';
import { createLogger } from '../logger.ts';
import { publishing } from '../testing/pages-scenario.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import type { RenderedWebApp } from './web-apps.ts';

/** An address GeoLite2 places in Senegal, and one it places in the United Kingdom. */
const DAKAR = '41.82.1.1';
const LONDON = '81.2.69.160';

/** What a request looked like once past the internal caller middleware. */
interface Seen {
  readonly ip: string | undefined;
  readonly key: string | undefined;
  readonly clientIp: string | undefined;
}

/** A web app at /probe: it learns the internal key from the host and tells how each request reached it. */
function probe(): { app: RenderedWebApp; key: () => string } {
  let internalKey = '';
  const answer: RequestHandler = (request, response) => {
    const seen: Seen = {
      ip: request.ip,
      key: request.headers['x-internal-key'] as string | undefined,
      clientIp: request.headers['x-internal-client-ip'] as string | undefined,
    };
    response.json(seen);
  };
  return {
    app: {
      mount: '/probe',
      serve: (serving) => {
        internalKey = serving.internalKey;
        return answer;
      },
    },
    key: () => internalKey,
  };
}

/** An address of this machine that is not loopback, if it has one. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address?.family === 'IPv4' && !address.internal)?.address;

describe('calls of the reader render, believed only with the internal key over loopback', () => {
  let api: TestApi;
  const { app: probeApp, key } = probe();

  const as = (headers: Record<string, string>) => ({
    get: (path: string) => fetch(`${api.url}${path}`, { headers }),
    login: (email: string) =>
      fetch(`${api.url}/api/auth/login`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Wr0ng-Passw0rd' }),
      }),
  });
  const internal = (clientIp: string) => as({ 'x-internal-key': key(), 'x-internal-client-ip': clientIp });
  const forged = (clientIp: string) =>
    as({ 'x-internal-key': `${key().slice(1)}x`, 'x-internal-client-ip': clientIp });
  const plain = (clientIp: string) => as({ 'x-internal-client-ip': clientIp });
  const seenBy = async (caller: ReturnType<typeof as>) => (await (await caller.get('/probe')).json()) as Seen;

  beforeAll(async () => {
    api = await startTestApi('internal_caller', { webApps: [probeApp] });
    const author = await api.newUser({ role: 'owner' });
    await publishing(api).publication(
      author.userId,
      { slug: 'teranga', name: 'Teranga', topics: ['culture'] },
      [
        {
          slug: 'only-in-senegal',
          title: 'Only in Senegal',
          topics: ['culture'],
          availableCountries: ['sn'],
        },
      ],
    );
  });
  afterAll(() => api.close());

  it('gives the forwarded address to the request when the key is right, and removes both headers', async () => {
    expect(key()).toMatch(/^[\w-]{32}$/);
    expect(await seenBy(internal(DAKAR))).toEqual({ ip: DAKAR });
    expect(await seenBy(internal('2001:db8::7'))).toEqual({ ip: '2001:db8::7' });
  });

  it('ignores the forwarded address without the key, with a wrong key, or when it is no address', async () => {
    for (const caller of [plain(DAKAR), forged(DAKAR), internal('not-an-address'), internal('')]) {
      const seen = await seenBy(caller);
      expect(seen).toEqual({ ip: expect.stringMatching(/^(::ffff:)?127\.0\.0\.1$/) });
    }
  });

  it('geoblocks by the forwarded address: the reader in Dakar sees what Senegal may see', async () => {
    expect((await internal(DAKAR).get('/api/pages/content/only-in-senegal')).status).toBe(200);
    expect((await internal(LONDON).get('/api/pages/content/only-in-senegal')).status).toBe(403);
    expect((await plain(DAKAR).get('/api/pages/content/only-in-senegal')).status).toBe(403);
    expect((await forged(DAKAR).get('/api/pages/content/only-in-senegal')).status).toBe(403);
  });

  it('counts failed sign-ins against the forwarded address, not against the render process', async () => {
    const statuses = await Promise.all(
      Array.from({ length: FAILED_LOGINS_PER_ADDRESS + 1 }, (_, index) =>
        internal('203.0.113.7')
          .login(`nobody-${index}@example.org`)
          .then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    expect(statuses.filter((status) => status === 401)).toHaveLength(FAILED_LOGINS_PER_ADDRESS);

    expect((await internal('203.0.113.7').login('someone@example.org')).status).toBe(429);
    expect((await internal('203.0.113.8').login('someone@example.org')).status).toBe(401);
    expect((await forged('203.0.113.7').login('someone@example.org')).status).toBe(401);
    expect((await plain('203.0.113.7').login('someone@example.org')).status).toBe(401);
  });

  it.skipIf(outsideAddress === undefined)(
    'ignores the forwarded address from another host, even with the right key',
    async () => {
      const host = outsideAddress ?? '';
      const outside = probe();
      const app = createApp({
        logger: createLogger({ level: 'silent', pretty: false }),
        healthChecks: [],
        webApps: [outside.app],
        api: api.deps,
        devMail: false,
      });
      const server: Server = app.listen(0, host);
      await once(server, 'listening');
      try {
        const url = `http://${host}:${(server.address() as AddressInfo).port}/probe`;
        const response = await fetch(url, {
          headers: { 'x-internal-key': outside.key(), 'x-internal-client-ip': DAKAR },
        });
        expect(await response.json()).toEqual({ ip: host });
      } finally {
        server.closeAllConnections();
        server.close();
      }
    },
  );
});
