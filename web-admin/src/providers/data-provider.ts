import type { AdminQueueCounts } from '@afrimedia/contracts';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import type { ApiClient } from './api-client.ts';
import { withLongPages } from './long-pages.ts';

export const ADMIN_API = '/api/admin';

export interface ActParams {
  id: Identifier;
  /** The action's path segment: approve, reject, hide, dismiss, deactivate, cancel, rebuild. */
  action: string;
  /** Asked by reject, deactivate and cancel; shown to the person concerned. */
  reason?: string;
}

export interface AdminDataProvider extends DataProvider {
  act(resource: string, params: ActParams): Promise<{ data: RaRecord }>;
  /** `GET /api/admin/queues`, as its contract describes it. */
  queues(): Promise<AdminQueueCounts>;
  /** The events the filter selects, one JSON document a line. */
  exportEvents(filter: Record<string, unknown>): Promise<Blob>;
}

/** ra-data-simple-rest against /api/admin, plus the calls simple-rest has no verb for. */
export function createDataProvider(client: ApiClient): AdminDataProvider {
  const simpleRest = simpleRestProvider(ADMIN_API, client.json);
  return {
    ...simpleRest,
    getList: withLongPages(simpleRest.getList),
    async act(resource, { id, action, reason }) {
      const { json } = await client.json(
        `${ADMIN_API}/${resource}/${encodeURIComponent(String(id))}/${action}`,
        { method: 'POST', body: JSON.stringify(reason === undefined ? {} : { reason }) },
      );
      return { data: json as RaRecord };
    },
    async queues() {
      const { json } = await client.json(`${ADMIN_API}/queues`);
      return json as AdminQueueCounts;
    },
    async exportEvents(filter) {
      const query = new URLSearchParams({ filter: JSON.stringify(filter) });
      const response = await client.fetch(`${ADMIN_API}/events/export?${query}`, {
        headers: { accept: 'application/x-ndjson' },
      });
      if (!response.ok) {
        const error = (await response.json().catch(() => ({}))) as { message?: string };
        throw new Error(error.message ?? response.statusText);
      }
      return response.blob();
    },
  };
}
