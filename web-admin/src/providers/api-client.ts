import { HttpError } from 'react-admin';
import type { SessionStore } from './session.ts';

export interface JsonResponse {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

export interface ApiClient {
  /** A call with the session's bearer token; an expired token is refreshed once and the call sent again. */
  fetch(url: string, init?: RequestInit): Promise<Response>;
  /** `fetch` for JSON calls, in the shape ra-data-simple-rest expects; an error status throws an HttpError. */
  json(url: string, init?: RequestInit): Promise<JsonResponse>;
}

interface ApiErrorBody {
  code?: string;
  message?: string;
}

/**
 * The console calls the API with the bearer token only, never the session cookie: a cookie-authenticated write
 * would need the CSRF echo, and an expired cookie would stop the refresh call itself. `language` is the
 * interface's, so the API's error messages come back in it.
 */
export function createApiClient({
  session,
  language,
  fetchImpl = (input, init) => window.fetch(input, init),
}: {
  session: SessionStore;
  language: () => string;
  fetchImpl?: typeof fetch;
}): ApiClient {
  let refreshing: Promise<boolean> | undefined;

  const send = (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    if (typeof init.body === 'string' && !headers.has('content-type'))
      headers.set('content-type', 'application/json');
    headers.set('accept-language', language());
    const token = session.read()?.token;
    if (token) headers.set('authorization', `Bearer ${token}`);
    return fetchImpl(url, { ...init, headers, credentials: 'omit' });
  };

  // A refresh token works once: calls failing together share one refresh.
  const refresh = () => {
    refreshing ??= (async () => {
      const current = session.read();
      if (!current) return false;
      const response = await fetchImpl('/api/auth/refresh', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ refresh_token: current.refreshToken }),
        credentials: 'omit',
      });
      if (!response.ok) {
        session.clear();
        return false;
      }
      const tokens = (await response.json()) as { token: string; refreshToken: string };
      session.write({ token: tokens.token, refreshToken: tokens.refreshToken });
      return true;
    })().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  };

  const authorizedFetch = async (url: string, init?: RequestInit) => {
    const hadSession = session.read() !== undefined;
    const response = await send(url, init);
    if (response.status !== 401 || !hadSession) return response;
    return (await refresh()) ? send(url, init) : response;
  };

  return {
    fetch: authorizedFetch,
    async json(url, init) {
      const response = await authorizedFetch(url, init);
      const body = await response.text();
      let json: unknown;
      try {
        json = body === '' ? undefined : JSON.parse(body);
      } catch {
        json = undefined;
      }
      if (!response.ok) {
        const error = (json ?? {}) as ApiErrorBody;
        throw new HttpError(error.message ?? response.statusText, response.status, json);
      }
      return { status: response.status, headers: response.headers, body, json };
    },
  };
}
