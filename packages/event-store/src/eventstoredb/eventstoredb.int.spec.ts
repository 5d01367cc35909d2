import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { homedir } from 'node:os';
import { describe } from 'vitest';
import { describeEventStoreContract } from '../contract/event-store.contract.ts';
import { createEventStoreDbStore } from './eventstoredb-event-store.ts';

/**
 * EventStoreDB cannot be installed on the build machines (no package, no container engine). The contract runs
 * against EVENTSTORE_URL when given, else in a container when a container engine answers; otherwise the suite
 * is reported as skipped, loudly (a stdout line and skipped tests in the report), never passed silently.
 */
const IMAGE = 'eventstore/eventstore:24.10';
const PROBE_TIMEOUT_MS = 2_000;

const givenUrl = process.env.EVENTSTORE_URL;
const runtime = givenUrl ? undefined : await reachableContainerRuntime();

if (givenUrl || runtime) {
  describeEventStoreContract('EventStoreDB', async () => {
    if (givenUrl) {
      const store = createEventStoreDbStore(givenUrl);
      return { store, dispose: () => store.close() };
    }
    const { GenericContainer, Wait } = await import('testcontainers');
    const container = await new GenericContainer(IMAGE)
      .withEnvironment({
        EVENTSTORE_INSECURE: 'true',
        EVENTSTORE_MEM_DB: 'true',
        EVENTSTORE_RUN_PROJECTIONS: 'None',
      })
      .withExposedPorts(2113)
      .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
      .start();
    const store = createEventStoreDbStore(
      `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`,
    );
    return {
      store,
      async dispose() {
        await store.close();
        await container.stop();
      },
    };
  });
} else {
  console.log('skipped: no EventStoreDB server');
  describe.skip('skipped: no EventStoreDB server (set EVENTSTORE_URL or start a container engine)', () => {
    describeEventStoreContract('EventStoreDB', () => Promise.reject(new Error('not run: suite skipped')));
  });
}

/**
 * Where a Docker-compatible engine answers `GET /_ping` within the probe timeout: DOCKER_HOST, else the usual
 * sockets of Docker and Podman. Only sockets that exist are tried, so a machine without an engine answers at once.
 */
async function reachableContainerRuntime(): Promise<string | undefined> {
  const dockerHost = process.env.DOCKER_HOST;
  const runtimeDir = process.env.XDG_RUNTIME_DIR;
  const candidates = dockerHost
    ? [dockerHost]
    : [
        '/var/run/docker.sock',
        `${homedir()}/.docker/run/docker.sock`,
        `${homedir()}/.docker/desktop/docker.sock`,
        ...(runtimeDir ? [`${runtimeDir}/docker.sock`, `${runtimeDir}/podman/podman.sock`] : []),
        '/run/podman/podman.sock',
      ]
        .filter((path) => existsSync(path))
        .map((path) => `unix://${path}`);
  for (const candidate of candidates) if (await answersPing(candidate)) return candidate;
  return undefined;
}

function answersPing(endpoint: string): Promise<boolean> {
  let target: { socketPath: string } | { host: string; port: number };
  if (endpoint.startsWith('unix://')) target = { socketPath: endpoint.slice('unix://'.length) };
  else if (endpoint.startsWith('tcp://')) {
    const url = new URL(endpoint.replace(/^tcp:/, 'http:'));
    target = { host: url.hostname, port: Number(url.port || 2375) };
  } else return Promise.resolve(false);
  return new Promise((resolve) => {
    const ping = request(
      { ...target, path: '/_ping', method: 'GET', timeout: PROBE_TIMEOUT_MS },
      (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      },
    );
    ping.on('timeout', () => ping.destroy());
    ping.on('error', () => resolve(false));
    ping.end();
  });
}
