/**
 * What the express mount hands every loader and action. Only plain values cross from the host process into the
 * server build: the API client and the session are built from them inside the build (see server/reader.server.ts).
 */
export interface ReaderLoadContext {
  /** CSP nonce of this response: every script the page carries needs it. */
  readonly nonce: string;
  /** Where the API of this same process answers, e.g. http://127.0.0.1:3000. */
  readonly apiOrigin: string;
  /** Calls the API of this process in process, with no socket: URLs under `apiOrigin`, sent as over loopback. */
  readonly apiFetch: typeof fetch;
  /** Proves to the API that a call comes from this process, so it believes the forwarded client address. */
  readonly internalKey: string;
  /** The reader's address as the host's express sees it. */
  readonly clientIp: string;
  /** Adds a Set-Cookie header to the page's response. */
  readonly setCookie: (serialized: string) => void;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ReaderLoadContext {}
}
