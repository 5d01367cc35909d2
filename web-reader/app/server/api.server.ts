import type { CallContract } from '@afrimedia/contracts';
import { DEFAULT_AGE_FILTER } from '@afrimedia/domain/maturity';
import { LANGUAGES, type Language } from '@afrimedia/i18n';
import { redirect } from 'react-router';
import type { z } from 'zod';
import type { ReaderLoadContext } from '../load-context.ts';
import { ageFilterOf } from './age-filter.server.ts';
import type { ReaderSession, SessionTokens } from './session.server.ts';
import { withTrustedDevice } from './trusted-device.server.ts';

/** The API's one error shape (code, translated message, `CODE: message`, the field at fault). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Part<C extends CallContract, K extends 'params' | 'query' | 'body'> = C[K] extends z.ZodType
  ? z.input<C[K]>
  : never;

export type CallInput<C extends CallContract> = {
  params?: Part<C, 'params'>;
  query?: Part<C, 'query'>;
  body?: Part<C, 'body'>;
  headers?: Record<string, string>;
};

export type CallOutput<C extends CallContract> = z.output<C['response']>;

export interface ApiClient {
  call<C extends CallContract>(contract: C, input?: CallInput<C>): Promise<CallOutput<C>>;
  /**
   * Sends `incoming`'s body on to the API as it arrives (an upload), with this session's bearer, and gives back the
   * API's answer untouched. A streamed body cannot be sent twice, so no refresh and retry follow a 401 here.
   */
  forward(path: string, incoming: Request): Promise<Response>;
  readonly session: ReaderSession;
  /** The interface language the reader asked for in this request (query `lang`), if it is one the site has. */
  readonly lang: Language | undefined;
}

/** Spec §8: these refusals mean the session itself is over. */
const SESSION_OVER = ['NOT_AUTHORIZED', 'E_INVALID_JWT_REFRESH_TOKEN'];
/**
 * A 403 while signed in logs out (spec §8), except the refusals that are about what was asked for rather than
 * who asks: a geoblocked content or an author not validated yet keep the reader signed in.
 */
const FORBIDDEN_WITHOUT_LOGOUT = ['CONTENT_GEOBLOCKED', 'AUTHOR_NOT_VERIFIED'];
/**
 * The API refuses any call carrying an expired or revoked bearer: the calls that open a new session go without
 * the old one (a refresh after expiry, a sign-in after a password change ended every session).
 */
const WITHOUT_BEARER = new Set(['/auth/login', '/auth/refresh']);

function pathOf(contract: CallContract, params: Record<string, unknown> | undefined): string {
  return contract.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new ApiError(404, 'NOT_FOUND', 'Not found.');
    try {
      return encodeURIComponent(String(value));
    } catch {
      // A lone surrogate (from JSON a client sent) has no UTF-8 to encode: the API would refuse it as well.
      throw new ApiError(400, 'INVALID_TEXT', 'Invalid text.');
    }
  });
}

/** Whether `contract` takes the age filter (spec §5): the lists and pages of contents. */
const takesAge = (contract: CallContract) => contract.query !== undefined && 'age' in contract.query.shape;

function queryOf(
  query: Record<string, unknown> | undefined,
  lang: string | undefined,
  age: string | undefined,
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  if (lang && !search.has('lang')) search.set('lang', lang);
  if (age && !search.has('age')) search.set('age', age);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The browser's Accept-Language when it reads as one (`fr-SN, fr;q=0.9, *`), else none: anything else (a NUL, a
 * percent-encoding) would have the API refuse every call of the page.
 */
const languageRanges = (header: string | null) =>
  header !== null && /^[\w\s,;=.*-]*$/.test(header) ? header : '';

async function errorOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => ({}))) as {
    code?: string;
    message?: string;
    field?: string;
  };
  return new ApiError(
    response.status,
    body.code ?? 'INTERNAL_ERROR',
    body.message ?? response.statusText,
    body.field,
  );
}

/**
 * Typed calls from the server render and the route actions to the API of this process. The session stays in
 * an HttpOnly cookie: the browser never holds the token, this client sends it as the bearer header. Spec §8: a
 * 401 refreshes once and retries; a failed refresh, NOT_AUTHORIZED or E_INVALID_JWT_REFRESH_TOKEN, or a 403
 * while signed in, clear the session and send the reader to /login.
 */
export function createApiClient(
  request: Request,
  context: Pick<ReaderLoadContext, 'apiOrigin' | 'internalKey' | 'clientIp' | 'setCookie'>,
  session: ReaderSession,
  fetchImpl: typeof fetch = fetch,
): ApiClient {
  // Any other `lang` (a typo, a NUL) is no choice: the API would refuse every call carrying it.
  const asked = new URL(request.url).searchParams.get('lang');
  const lang = LANGUAGES.find((language) => language === asked);
  // Every list and page of contents is filtered by the reader's choice; the default is the API's own.
  const ageFilter = ageFilterOf(request);
  const age = ageFilter === DEFAULT_AGE_FILTER ? undefined : ageFilter;
  let refreshing: Promise<SessionTokens | undefined> | undefined;
  // The root and a page often read the same thing (config, user) in one request: each GET goes out once.
  const reads = new Map<string, Promise<unknown>>();
  const fetchApi = withTrustedDevice(request, context.setCookie, fetchImpl);

  // The API records the browser a sign-in or refresh came from (the account's devices screen), not this server.
  const userAgent = request.headers.get('user-agent');

  const send = (
    method: string,
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
    stream?: ReadableStream<Uint8Array>,
  ) => {
    const tokens = session.tokens;
    return fetchApi(`${context.apiOrigin}/api${path}`, {
      method: method.toUpperCase(),
      headers: {
        accept: 'application/json',
        'accept-language': languageRanges(request.headers.get('accept-language')),
        'device-id': session.deviceId,
        'x-internal-key': context.internalKey,
        'x-internal-client-ip': context.clientIp,
        ...(userAgent ? { 'user-agent': userAgent } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(tokens && !WITHOUT_BEARER.has(path.split('?')[0] ?? path)
          ? { authorization: `Bearer ${tokens.token}` }
          : {}),
        ...headers,
      },
      body: stream ?? (body === undefined ? undefined : JSON.stringify(body)),
      // Node's fetch sends a stream only when told the answer may start before the body ends.
      ...(stream ? { duplex: 'half' } : {}),
    } as RequestInit);
  };

  const refresh = async (): Promise<SessionTokens | undefined> => {
    const refreshToken = session.tokens?.refreshToken;
    if (!refreshToken) return undefined;
    const response = await send('post', '/auth/refresh', { refresh_token: refreshToken });
    if (!response.ok) return undefined;
    const tokens = (await response.json()) as SessionTokens;
    session.replace(tokens);
    return tokens;
  };

  const logOut = (): never => {
    session.clear();
    throw redirect('/login');
  };

  return {
    session,
    lang,
    forward(path, incoming) {
      const type = incoming.headers.get('content-type');
      return send('post', path, undefined, type ? { 'content-type': type } : {}, incoming.body ?? undefined);
    },
    call(contract, input = {}) {
      const path =
        pathOf(contract, input.params as Record<string, unknown> | undefined) +
        queryOf(
          input.query as Record<string, unknown> | undefined,
          lang,
          takesAge(contract) ? age : undefined,
        );
      if (contract.method !== 'get') return exchange(contract, path, input);
      let read = reads.get(path);
      if (!read) {
        read = exchange(contract, path, input);
        reads.set(path, read);
      }
      return read as Promise<CallOutput<typeof contract>>;
    },
  };

  async function exchange<C extends CallContract>(
    contract: C,
    path: string,
    input: CallInput<C>,
  ): Promise<CallOutput<C>> {
    const signedIn = session.tokens !== undefined;
    let response = await send(contract.method, path, input.body, input.headers);
    if (response.status === 401 && signedIn && contract.path !== '/auth/login') {
      // Loaders of one page run in parallel: they share one refresh, as the rotated refresh token is single-use.
      refreshing ??= refresh();
      if (!(await refreshing)) logOut();
      response = await send(contract.method, path, input.body, input.headers);
    }
    if (response.ok) return (await response.json()) as CallOutput<C>;
    const error = await errorOf(response);
    if (signedIn && contract.path !== '/auth/login') {
      if (response.status === 401 || SESSION_OVER.includes(error.code)) logOut();
      if (response.status === 403 && !FORBIDDEN_WITHOUT_LOGOUT.includes(error.code)) logOut();
    }
    throw error;
  }
}
