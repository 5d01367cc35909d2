import {
  defaultTextMapGetter,
  defaultTextMapSetter,
  ROOT_CONTEXT,
  SpanKind,
  trace,
  type Context,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import type { Request, RequestHandler } from 'express';

const propagator = new W3CTraceContextPropagator();
const tracer = trace.getTracer('afrimedia-api');

declare module 'express-serve-static-core' {
  interface Request {
    /** The request's span in its trace (see traceRequests). */
    traceContext?: Context;
  }
}

/**
 * Gives each request a span, the child of the caller's W3C `traceparent` when it sends a valid one; the events its
 * commands append carry that span's context. With no OpenTelemetry SDK registered the span records nothing, and
 * the caller's context passes through unchanged; a deployment that registers one gets the spans exported.
 */
export function traceRequests(): RequestHandler {
  return (request, response, next) => {
    const parent = propagator.extract(ROOT_CONTEXT, request.headers, defaultTextMapGetter);
    const span = tracer.startSpan(
      request.method,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': request.method } },
      parent,
    );
    response.on('finish', () => {
      span.setAttribute('http.response.status_code', response.statusCode);
      span.end();
    });
    request.traceContext = trace.setSpan(parent, span);
    next();
  };
}

/** The `traceparent` of the request's span, to store with what it appends; none outside a trace. */
export function traceparentOf(request: Request): string | undefined {
  if (!request.traceContext) return undefined;
  const carrier: Record<string, string> = {};
  propagator.inject(request.traceContext, carrier, defaultTextMapSetter);
  return carrier.traceparent;
}
