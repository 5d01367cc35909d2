import { adminEventsCalls as calls } from '@afrimedia/contracts';
import type { RecordedEvent } from '@afrimedia/event-store';
import { Router } from 'express';
import type { RouteDeps } from '../../route-deps.ts';
import { serveResource, withinResource } from '../simple-rest.ts';
import { disclosure } from './disclosure.ts';
import { eventAt, eventRecord, filteredEvents, pageOfEvents } from './event-feed.ts';
import { exportEvents } from './export.ts';

/**
 * The event browser: the store's own feed, one stream or all of it filtered by type and time, each event with its
 * data and metadata. Read from the event store itself: it is the system of record the read models derive from.
 */
export function eventsRoutes(deps: RouteDeps): Router {
  const router = Router();
  // Before the record's `/:id`, which would take `export` for a position.
  router.get(withinResource('events', calls.export).path, exportEvents(deps, calls.export));
  serveResource(router, calls, {
    async list(query) {
      const disclosed = disclosure(deps.personalKeys);
      const { filter } = query;
      let page: { rows: readonly RecordedEvent[]; total: number };
      if (filter.id !== undefined) {
        const rows = (await Promise.all(filter.id.map((id) => eventAt(deps.store, id)))).filter(
          (event): event is RecordedEvent => event !== undefined,
        );
        page = { rows, total: rows.length };
      } else {
        page = await pageOfEvents(
          filteredEvents(deps.store, filter),
          query.sort.order,
          query.offset,
          query.limit,
        );
      }
      const rows = await Promise.all(page.rows.map((event) => eventRecord(event, disclosed)));
      return { rows, total: page.total };
    },
    async getOne(id) {
      const event = await eventAt(deps.store, id);
      return event && eventRecord(event, disclosure(deps.personalKeys));
    },
  });
  return router;
}
