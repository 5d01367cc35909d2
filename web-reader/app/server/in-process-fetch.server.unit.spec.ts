import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { inProcessFetch } from './in-process-fetch.server.ts';

/** Answers with what it was sent: method, url, peer address, headers and body. */
async function echo(request: IncomingMessage, response: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  if (request.url === '/empty') {
    response.statusCode = 204;
    response.end();
    return;
  }
  response.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/']);
  response.setHeader('content-type', 'application/json');
  response.statusCode = 201;
  response.end(
    JSON.stringify({
      method: request.method,
      url: request.url,
      peer: request.socket.remoteAddress,
      headers: request.headers,
      body: Buffer.concat(chunks).toString(),
    }),
  );
}

describe('in-process fetch', () => {
  const apiFetch = inProcessFetch((request, response) => void echo(request, response));

  it('hands the listener the call as it would come over loopback, and gives back its whole answer', async () => {
    const response = await apiFetch('http://127.0.0.1:3000/api/pages/search?filter=x', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-key': 'key' },
      body: JSON.stringify({ pass: 'open' }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(await response.json()).toEqual({
      method: 'POST',
      url: '/api/pages/search?filter=x',
      peer: '127.0.0.1',
      headers: expect.objectContaining({
        host: '127.0.0.1:3000',
        'content-type': 'application/json',
        'content-length': '15',
        'x-internal-key': 'key',
      }),
      body: '{"pass":"open"}',
    });
  });

  it('sends a streamed body on as it arrives', async () => {
    const parts = ['first part, ', 'second part'];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
        controller.close();
      },
    });
    const response = await apiFetch('http://127.0.0.1:3000/api/uploads/image', {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body,
      duplex: 'half',
    } as RequestInit);
    const echoed = (await response.json()) as { headers: Record<string, string>; body: string };
    expect(echoed.headers['transfer-encoding']).toBe('chunked');
    expect(echoed.body).toBe(parts.join(''));
  });

  it('answers a 204 with no body', async () => {
    const response = await apiFetch('http://127.0.0.1:3000/empty');
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
  });
});
