import { defaultTextMapGetter, ROOT_CONTEXT, trace, type Link, type SpanContext } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import type { ProjectedEvent } from './projected-event.ts';

const propagator = new W3CTraceContextPropagator();
const tracer = trace.getTracer('afrimedia-projections');

function spanContextOf(traceparent: string): SpanContext | undefined {
  const context = propagator.extract(ROOT_CONTEXT, { traceparent }, defaultTextMapGetter);
  return trace.getSpanContext(context);
}

/**
 * Runs a projection's work on a batch in a span of its own, linked to the spans that appended its events (their
 * stored `traceparent`): one batch carries many requests' events, so they are links, not a parent. Records nothing
 * unless an OpenTelemetry SDK is registered.
 */
export async function inProjectionSpan<T>(
  projection: string,
  events: readonly ProjectedEvent[],
  work: () => Promise<T>,
): Promise<T> {
  const links: Link[] = [];
  const seen = new Set<string>();
  for (const { traceparent } of events) {
    if (!traceparent || seen.has(traceparent)) continue;
    seen.add(traceparent);
    const context = spanContextOf(traceparent);
    if (context) links.push({ context });
  }
  const span = tracer.startSpan(`project ${projection}`, {
    links,
    attributes: { 'afrimedia.projection': projection, 'afrimedia.events': events.length },
  });
  try {
    return await work();
  } catch (error) {
    span.recordException(error instanceof Error ? error : String(error));
    throw error;
  } finally {
    span.end();
  }
}
