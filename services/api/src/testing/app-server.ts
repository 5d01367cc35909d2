import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createApp, type AppDependencies } from '../app.ts';
import { createLogger } from '../logger.ts';
import type { TestApi } from './test-api.ts';

export interface AppServer {
  readonly url: string;
  close(): void;
}

/**
 * Another HTTP server over a test API's dependencies, for a spec that needs the app built otherwise than the test
 * API builds it: behind a proxy, with a log of its own, with a web app beside it.
 */
export async function appServer(api: TestApi, overrides: Partial<AppDependencies> = {}): Promise<AppServer> {
  const server = createApp({
    logger: createLogger({ level: 'silent', pretty: false }),
    healthChecks: [],
    webApps: [],
    api: api.deps,
    devMail: true,
    ...overrides,
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}
