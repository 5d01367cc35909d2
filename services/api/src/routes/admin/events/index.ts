import type { RecordedEvent } from '@afrimedia/event-store';
import { Router } from 'express';
import type { RouteDeps } from '../../route-deps.ts';
import { found, listQuery, sendList } from '../simple-rest.ts';
import { disclosure } from './disclosure.ts';
import { eventList } from './event-list.ts';
import { eventAt, eventRecord, filteredEvents, pageOfEvents } from './event-feed.ts';
import { exportEvents } from './export.ts';

/**
 * The event browser: the store's own feed, one stream or all of it filtered by type and time, each event with its
 * data and metadata. Read from the event store itself: it is the system of record the read models derive from.
 */
export function eventsRoutes(deps: RouteDeps): Router {
  const router = Router();
  router.get('/', async (request, response) => {
    const query = listQuery(request, eventList);
    const disclosed = disclosure(deps.store);
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
    sendList(response, 'events', query, { rows, total: page.total });
  });
  router.get('/export', exportEvents(deps));
  router.get('/:id', async (request, response) => {
    const event = found(await eventAt(deps.store, request.params.id));
    response.json(await eventRecord(event, disclosure(deps.store)));
  });
  return router;
}
