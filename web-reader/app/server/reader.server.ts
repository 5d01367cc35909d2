import type { ReaderLoadContext } from '../load-context.ts';
import { createApiClient, type ApiClient } from './api.server.ts';
import { openSession } from './session.server.ts';

const perRequest = new WeakMap<ReaderLoadContext, ApiClient>();

/** The API client of this request, shared by its loaders and action so a refreshed token is sent once. */
export function apiOf(request: Request, context: ReaderLoadContext): ApiClient {
  let api = perRequest.get(context);
  if (!api) {
    api = createApiClient(request, context, openSession(request, context), context.apiFetch);
    perRequest.set(context, api);
  }
  return api;
}
