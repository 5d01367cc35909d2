import type { EventStore } from '@afrimedia/event-store';
import type { PlatformMetrics } from './platform-metrics.ts';

/** `user-123` → `user`: a bounded label, where the stream itself would make a series per person. */
const categoryOf = (stream: string) => stream.split('-', 1)[0] ?? stream;

/** The store, its appends timed and their events counted. */
export function meterAppends(store: EventStore, metrics: PlatformMetrics): EventStore {
  return {
    async append(stream, events, expected, options) {
      const category = categoryOf(stream);
      const stop = metrics.appendDuration.startTimer({ category });
      try {
        const result = await store.append(stream, events, expected, options);
        stop({ outcome: 'stored' });
        metrics.eventsAppended.inc({ category }, events.length);
        return result;
      } catch (error) {
        stop({ outcome: 'refused' });
        throw error;
      }
    },
    readStream: (stream, fromVersion) => store.readStream(stream, fromVersion),
    readAll: (from, options) => store.readAll(from, options),
    subscribeAll: (from, handler, options) => store.subscribeAll(from, handler, options),
    headPosition: () => store.headPosition(),
    settledPosition: () => store.settledPosition(),
    reservationOwner: (reservation) => store.reservationOwner(reservation),
    ping: () => store.ping(),
    close: () => store.close(),
  };
}
