import { once } from 'node:events';
import type { Request, RequestHandler, Response } from 'express';
import type { RouteDeps } from '../../route-deps.ts';
import type { AdminEventFilter, adminEventsCalls } from '@afrimedia/contracts';
import { admin } from '../../../http/guards.ts';
import { listQuery } from '../simple-rest.ts';
import { exportedEvents } from '../../../use-cases/export-events.ts';

/** Waits for the client to take what was written, so a large export never piles up in memory. */
async function written(response: Response, line: string): Promise<void> {
  if (!response.write(line)) await once(response, 'drain');
}

/**
 * `GET /api/admin/events/export?filter=…`: the filtered events as NDJSON, one event a line in feed order, written
 * as they are read. The filter is the list's; a bad one is refused before the first byte.
 */
export function exportEvents(deps: RouteDeps, call: (typeof adminEventsCalls)['export']): RequestHandler {
  return async (request: Request, response: Response) => {
    admin(request);
    const { filter } = listQuery(request, call.list) as { filter: AdminEventFilter };
    response.status(200).type('application/x-ndjson');
    response.set('Content-Disposition', 'attachment; filename="events.ndjson"');
    let closed = false;
    response.on('close', () => {
      closed = true;
    });
    for await (const record of exportedEvents(deps, filter)) {
      if (closed) return;
      await written(response, `${JSON.stringify(record)}\n`);
    }
    response.end();
  };
}
