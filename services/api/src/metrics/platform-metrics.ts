import type { ProjectorStatus } from '@afrimedia/projections';
import type { RelayStatus } from '@afrimedia/event-relay';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The platform's Prometheus metrics, in a registry of this process's platform (tests start several in one
 * process). Rates (events appended per second, requests per second) are Prometheus's `rate()` over the counters.
 */
export interface PlatformMetrics {
  readonly registry: Registry;
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  readonly appendDuration: Histogram<'category' | 'outcome'>;
  readonly eventsAppended: Counter<'category'>;
}

/** Seconds: from a cached page's few milliseconds to an upload's or a render's seconds. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const APPEND_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];

export function createPlatformMetrics(): PlatformMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern (never the raw path) and status',
      labelNames: ['method', 'route', 'status'],
      buckets: HTTP_BUCKETS,
      registers: [registry],
    }),
    appendDuration: new Histogram({
      name: 'afrimedia_event_append_duration_seconds',
      help: 'Appends to the event store by stream category, and whether they were stored or refused',
      labelNames: ['category', 'outcome'],
      buckets: APPEND_BUCKETS,
      registers: [registry],
    }),
    eventsAppended: new Counter({
      name: 'afrimedia_events_appended_total',
      help: 'Events appended by this process, by stream category (a retried append the store finds done counts again)',
      labelNames: ['category'],
      registers: [registry],
    }),
  };
}

/** Each projection's lag and progress, read from its projector at every scrape. */
export function watchProjections(metrics: PlatformMetrics, statuses: () => readonly ProjectorStatus[]) {
  const perProjection = (
    name: string,
    help: string,
    value: (status: ProjectorStatus) => number,
  ): Gauge<'projection'> =>
    new Gauge({
      name,
      help,
      labelNames: ['projection'],
      registers: [metrics.registry],
      collect() {
        this.reset();
        for (const status of statuses()) this.set({ projection: status.name }, value(status));
      },
    });
  perProjection(
    'afrimedia_projection_lag_seconds',
    'How long the oldest event a projection has not applied yet has waited (0 when caught up)',
    (status) => status.lagMs / 1000,
  );
  perProjection(
    'afrimedia_projection_events_handled',
    'Events a projection has applied since this process started it',
    (status) => Number(status.eventsHandled),
  );
  new Gauge({
    name: 'afrimedia_projection_lag_events',
    help: 'Events of its feed a projection has not applied yet, where the feed tells (a Kafka partition does)',
    labelNames: ['projection'],
    registers: [metrics.registry],
    collect() {
      this.reset();
      for (const status of statuses())
        if (status.lagEvents !== undefined) this.set({ projection: status.name }, status.lagEvents);
    },
  });
  perProjection(
    'afrimedia_projection_failing',
    '1 while a projection fails on an event (it retries), else 0',
    (status) => (status.lastError === null ? 0 : 1),
  );
}

/** The relays to Kafka of this process, by name, read at every scrape: how far behind the store, how much sent. */
export function watchRelays(metrics: PlatformMetrics, relays: ReadonlyMap<string, () => RelayStatus>) {
  const perRelay = (name: string, help: string, value: (status: RelayStatus) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['relay'],
      registers: [metrics.registry],
      collect() {
        this.reset();
        for (const [relay, status] of relays) this.set({ relay }, value(status()));
      },
    });
  perRelay(
    'afrimedia_relay_lag_seconds',
    'How long the newest event a relay sent had waited while more waited behind it (0 once caught up)',
    (status) => status.lagMs / 1000,
  );
  perRelay(
    'afrimedia_relay_events',
    'Events a relay has had acknowledged by Kafka since this process started it',
    (status) => status.eventsRelayed,
  );
}

/** The media encoder's queue: tasks waiting or under way, counted at every scrape. */
export function watchEncoderQueue(metrics: PlatformMetrics, waiting: () => Promise<number>) {
  new Gauge({
    name: 'afrimedia_encoder_queue_tasks',
    help: 'Media encoding tasks queued or running',
    registers: [metrics.registry],
    async collect() {
      this.set(await waiting());
    },
  });
}
