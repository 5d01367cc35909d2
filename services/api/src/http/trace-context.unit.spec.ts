import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { traceparentOf, traceRequests } from './trace-context.ts';

/** What the middleware reads of a request, and a response it waits on; no OpenTelemetry SDK is registered here. */
function traced(headers: Record<string, string>): Request {
  const request = { method: 'POST', headers } as unknown as Request;
  const response = Object.assign(new EventEmitter(), { statusCode: 201 }) as unknown as Response;
  traceRequests()(request, response, () => {});
  response.emit('finish');
  return request;
}

describe('trace context without an SDK', () => {
  it("passes the caller's traceparent on to the events unchanged", () => {
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    expect(traceparentOf(traced({ traceparent }))).toBe(traceparent);
  });

  it('stores none for a request outside a trace or with a malformed traceparent', () => {
    expect(traceparentOf(traced({}))).toBeUndefined();
    expect(
      traceparentOf(traced({ traceparent: '00-00000000000000000000000000000000-00f067aa0ba902b7-01' })),
    ).toBeUndefined();
  });
});
