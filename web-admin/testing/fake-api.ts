export interface SentRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
}

export type Answer = (request: SentRequest) => Response | Promise<Response>;

export const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
  });

/**
 * A stand-in for the API at the fetch boundary: it records every request the console sends and answers it with
 * the given function, so a test reads exactly what went over the wire.
 */
export function fakeApi(answer: Answer) {
  const requests: SentRequest[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: SentRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : undefined,
    };
    requests.push(request);
    return answer(request);
  };
  return { requests, fetchImpl: fetchImpl as typeof fetch };
}

/** An in-memory session store, as the browser's sessionStorage would hold it. */
export function memorySession(initial?: { token: string; refreshToken: string }) {
  let current = initial;
  return {
    read: () => current,
    write: (session: { token: string; refreshToken: string }) => {
      current = session;
    },
    clear: () => {
      current = undefined;
    },
  };
}
