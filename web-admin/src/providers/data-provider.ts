import type { AdminQueueCounts } from '@afrimedia/contracts';
import simpleRestProvider from 'ra-data-simple-rest';
import type { CreateParams, DataProvider, Identifier, RaRecord } from 'react-admin';
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

/** A file picked in a form, as react-admin's FileInput holds it. */
interface PickedFile {
  rawFile: File;
}

/**
 * A house ad's file goes up first, as the studio sends its media (`POST /api/uploads/video` or `/audio`, measured
 * and refused there when it is not of that kind); the ad then names the upload.
 */
async function withUploadedMedia(client: ApiClient, params: CreateParams): Promise<CreateParams> {
  const { file, ...data } = params.data as { file?: PickedFile; mediaKind?: string };
  if (!file) return params;
  const form = new FormData();
  form.append('file', file.rawFile, file.rawFile.name);
  const { json } = await client.json(`/api/uploads/${encodeURIComponent(data.mediaKind ?? '')}`, {
    method: 'POST',
    body: form,
  });
  return { ...params, data: { ...data, uploadId: (json as { id: string }).id } };
}

/** ra-data-simple-rest against /api/admin, plus the calls simple-rest has no verb for. */
export function createDataProvider(client: ApiClient): AdminDataProvider {
  const simpleRest = simpleRestProvider(ADMIN_API, client.json);
  return {
    ...simpleRest,
    create: async (resource, params) =>
      simpleRest.create(
        resource,
        resource === 'ad-breaks' ? await withUploadedMedia(client, params) : params,
      ),
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
