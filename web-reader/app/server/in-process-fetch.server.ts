import { createServer, request as httpRequest, type IncomingMessage, type RequestListener } from 'node:http';
import { duplexPair, pipeline, Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/** The peer address the API sees on a call made in process: this machine, as over loopback. */
const LOOPBACK = '127.0.0.1';
const WITHOUT_BODY = new Set([204, 205, 304]);

/**
 * `fetch` answered by `listener` (the API of this process) without a socket: each call is written to an in-memory
 * connection that Node's own HTTP server reads, so the API gets a real IncomingMessage and ServerResponse with the
 * headers, body and peer address it would get over loopback, and a streamed body (an upload) flows through as it
 * arrives. The URL's origin only names the host the API sees.
 */
export function inProcessFetch(listener: RequestListener): typeof fetch {
  const server = createServer(listener);
  return async (input, init) => {
    const request = new Request(input, init);
    const streamed = init?.body instanceof ReadableStream;
    // A body given whole goes with its length, as fetch sends it; a stream goes chunked as it arrives.
    const whole = request.body && !streamed ? Buffer.from(await request.arrayBuffer()) : undefined;
    const headers = Object.fromEntries(request.headers);
    if (whole) headers['content-length'] = String(whole.length);
    const [client, connection] = duplexPair();
    Object.defineProperty(connection, 'remoteAddress', { value: LOOPBACK });
    server.emit('connection', connection);
    const answered = new Promise<IncomingMessage>((resolve, reject) => {
      const outgoing = httpRequest(request.url, {
        method: request.method,
        headers,
        createConnection: () => client,
      });
      outgoing.once('response', resolve);
      outgoing.once('error', (error) => reject(new TypeError('fetch failed', { cause: error })));
      // A body that fails on the way (the browser gave up) ends the call with that failure, as fetch's would.
      if (streamed && request.body)
        pipeline(Readable.fromWeb(request.body as NodeReadableStream), outgoing, () => undefined);
      else outgoing.end(whole);
    });
    const response = await answered;
    const answerHeaders = new Headers();
    for (let n = 0; n < response.rawHeaders.length; n += 2)
      answerHeaders.append(response.rawHeaders[n]!, response.rawHeaders[n + 1]!);
    const status = response.statusCode ?? 500;
    const empty = WITHOUT_BODY.has(status) || request.method === 'HEAD';
    if (empty) response.resume();
    return new Response(empty ? null : (Readable.toWeb(response) as ReadableStream<Uint8Array>), {
      status,
      statusText: response.statusMessage ?? '',
      headers: answerHeaders,
    });
  };
}
