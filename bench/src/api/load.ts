/**
 * The load generator, run as a process of its own so it never competes with the platform's event loop: autocannon
 * against each route its parent sends over IPC, one after the other; answers the figures over IPC.
 */
import autocannon from 'autocannon';
import { cpuSpent, sampleCpu, sampleCpuIfReadable } from '../measure/cpu-time.ts';
import type { LoadOptions, LoadResult } from './load-options.ts';

const SETTLE_MS = 2_000;

function requestsOf(options: LoadOptions): autocannon.Request[] {
  const { route } = options;
  if (route.kind === 'get') {
    let next = 0;
    return [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: route.paths[next++ % route.paths.length]! }),
      },
    ];
  }
  // Each reader toggles a like on an article of their own: on, then off, then on…, as a reader tapping the button.
  const liked = route.pairs.map(() => false);
  let next = 0;
  return [
    {
      setupRequest: (request) => {
        const n = next++ % route.pairs.length;
        const pair = route.pairs[n]!;
        const method = liked[n] ? 'DELETE' : 'POST';
        liked[n] = !liked[n];
        return {
          ...request,
          method,
          path: `/api/actions/like/${encodeURIComponent(pair.contentId)}`,
          headers: {
            ...request.headers,
            authorization: `Bearer ${pair.token}`,
            'content-type': 'application/json',
          },
          body: method === 'POST' ? '{}' : undefined,
        };
      },
    },
  ];
}

function load(options: LoadOptions): Promise<LoadResult> {
  const { platformPid } = options;
  const before = platformPid === undefined ? undefined : sampleCpuIfReadable(platformPid);
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        ...(options.rate ? { overallRate: options.rate } : {}),
        requests: requestsOf(options),
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          requestsPerSecond: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          requests: result.requests.total,
          errors: result.errors + result.timeouts + result.non2xx,
          ...(before ? { cpu: cpuSpent(before, sampleCpu(platformPid!)) } : {}),
        });
      },
    );
  });
}

async function warmUp(options: LoadOptions): Promise<void> {
  if (!options.warmUp || options.route.kind !== 'get') return;
  for (const path of options.route.paths) await (await fetch(new URL(path, options.url))).arrayBuffer();
}

process.once('message', async (loads: LoadOptions[]) => {
  const results: LoadResult[] = [];
  for (const options of loads) {
    await warmUp(options);
    results.push(await load(options));
    // Requests a load left unanswered are still being served: let them finish before the next load starts.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  }
  process.send!(results, () => process.exit(0));
});
