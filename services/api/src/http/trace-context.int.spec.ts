import { trace } from '@opentelemetry/api';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/index.ts';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN = '00f067aa0ba902b7';

async function firstEventOf(api: TestApi, stream: string) {
  for await (const event of api.store.readStream(stream)) return event;
  return undefined;
}

/** The spans the platform records, as a deployment's registered OpenTelemetry SDK would export them. */
const exporter = new InMemorySpanExporter();

describe('W3C trace context, from a request to its events and the projectors', () => {
  let api: TestApi;

  beforeAll(async () => {
    const provider = new BasicTracerProvider();
    provider.addSpanProcessor(new SimpleSpanProcessor(exporter));
    trace.setGlobalTracerProvider(provider);
    api = await startTestApi('trace_context');
  });

  afterAll(async () => {
    await api?.close();
    trace.disable();
  });

  it("stores the request's span context with the events it appends, and links each projection's batch to it", async () => {
    const response = await fetch(`${api.url}/api/auth/register`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        traceparent: `00-${TRACE_ID}-${CALLER_SPAN}-01`,
      },
      body: JSON.stringify({
        email: 'traced@afrimedia.test',
        password: 'Str0ng-Passw0rd',
        terms_accepted: true,
      }),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await api.caughtUp();

    const server = exporter
      .getFinishedSpans()
      .find((span) => span.name === 'POST' && span.spanContext().traceId === TRACE_ID);
    expect(server?.parentSpanId).toBe(CALLER_SPAN);
    const registered = await firstEventOf(api, `user-${id}`);
    expect(registered?.metadata.traceparent).toBe(`00-${TRACE_ID}-${server!.spanContext().spanId}-01`);

    const accounts = exporter.getFinishedSpans().filter((span) => span.name === 'project accounts');
    const linked = accounts.flatMap((span) => span.links.map((link) => link.context));
    expect(linked).toContainEqual(
      expect.objectContaining({ traceId: TRACE_ID, spanId: server!.spanContext().spanId }),
    );
  });

  it('starts a trace at the request for a caller outside one, a malformed traceparent counting as none', async () => {
    exporter.reset();
    const response = await fetch(`${api.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', traceparent: '00-not-a-trace-01' },
      body: JSON.stringify({
        email: 'untraced@afrimedia.test',
        password: 'Str0ng-Passw0rd',
        terms_accepted: true,
      }),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const registered = await firstEventOf(api, `user-${id}`);
    const server = exporter.getFinishedSpans().find((span) => span.name === 'POST');
    // A new root span: the SDK samples it, so the events carry a trace that starts at this request.
    expect(server?.parentSpanId).toBeUndefined();
    expect(registered?.metadata.traceparent).toBe(
      `00-${server!.spanContext().traceId}-${server!.spanContext().spanId}-01`,
    );
  });
});
