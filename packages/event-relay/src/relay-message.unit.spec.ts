import type { RecordedEvent } from '@afrimedia/event-store';
import { describe, expect, it } from 'vitest';
import { recordedEventOf, relayMessage, sendBatchesOf, type RelayMessage } from './relay-message.ts';

const event: RecordedEvent = {
  id: '5f0c6c1e-4a53-4b8e-9d43-0f5d7b2f1a01',
  stream: 'user-42',
  version: 7n,
  position: { commit: 18446744073709551000n, prepare: 9n },
  type: 'ProfileUpdated',
  data: { userId: '42', personal: { sealed: 'v1:abc' } },
  metadata: {
    correlationId: 'c',
    causationId: 'k',
    actorId: '42',
    occurredAt: '2026-11-22T12:00:00.000Z',
    schemaVersion: 3,
  },
  recordedAt: new Date('2026-11-22T12:00:01.250Z'),
};

describe('relayMessage', () => {
  it('keys the event by its stream on its category topic, with its id, type, schema version and position as headers', () => {
    const { topic, message } = relayMessage(event, 'spec');
    expect(topic).toBe('spec.user');
    expect(relayMessage(event).topic).toBe('afrimedia.user');
    expect(message.key).toBe('user-42');
    expect(message.headers).toEqual({
      'event-id': '5f0c6c1e-4a53-4b8e-9d43-0f5d7b2f1a01',
      'event-type': 'ProfileUpdated',
      'schema-version': '3',
      'global-position': '18446744073709551000:9',
    });
  });

  it('carries the trace context the event was appended in as the W3C traceparent header, when it has one', () => {
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    const traced = relayMessage({ ...event, metadata: { ...event.metadata, traceparent } });
    expect(traced.message.headers.traceparent).toBe(traceparent);
    expect(relayMessage(event).message.headers).not.toHaveProperty('traceparent');
  });

  it('carries the event as JSON, sealed fields as they are stored', () => {
    expect(JSON.parse(relayMessage(event).message.value)).toEqual({
      id: '5f0c6c1e-4a53-4b8e-9d43-0f5d7b2f1a01',
      stream: 'user-42',
      version: 7,
      type: 'ProfileUpdated',
      data: { userId: '42', personal: { sealed: 'v1:abc' } },
      metadata: event.metadata,
      recordedAt: '2026-11-22T12:00:01.250Z',
    });
  });
});

describe('recordedEventOf', () => {
  /** The message as a consumer receives it: bytes, and its offset in the partition. */
  const received = (sent: RelayMessage['message']) => ({
    key: Buffer.from(sent.key),
    value: Buffer.from(sent.value),
    headers: Object.fromEntries(
      Object.entries(sent.headers).map(([name, value]) => [name, Buffer.from(value)]),
    ),
    offset: '12',
    timestamp: '0',
    attributes: 0,
  });

  it('reads back the stored event a relayed message carries, its position beyond 2^53 included', () => {
    expect(recordedEventOf(received(relayMessage(event).message))).toEqual(event);
  });

  it('refuses a message without its feed position, naming its offset', () => {
    const { headers, ...rest } = relayMessage(event).message;
    const withoutPosition = { ...rest, headers: { ...headers, 'global-position': '18' } };
    expect(() => recordedEventOf(received(withoutPosition))).toThrow(
      'a relayed message at offset 12 has no global-position header',
    );
  });
});

describe('sendBatchesOf', () => {
  const message = (stream: string, version: number, size = 10): RelayMessage =>
    relayMessage({ ...event, stream, version: BigInt(version), data: 'x'.repeat(size) }, 'spec');
  const versionsOf = (batches: ReturnType<typeof sendBatchesOf>) =>
    batches.map((batch) =>
      batch.map(({ topic, messages }) => [
        topic,
        messages.map(
          (sent) => `${sent.key}@${(JSON.parse(String(sent.value)) as { version: number }).version}`,
        ),
      ]),
    );

  it('groups messages by topic in one send, each stream in order', () => {
    const messages = [
      message('user-1', 0),
      message('article-1', 0),
      message('user-2', 0),
      message('user-1', 1),
    ];
    expect(versionsOf(sendBatchesOf(messages, 1_000_000))).toEqual([
      [
        ['spec.user', ['user-1@0', 'user-2@0', 'user-1@1']],
        ['spec.article', ['article-1@0']],
      ],
    ]);
  });

  it('splits the messages into sends of at most maxBytes, in order, a larger message alone', () => {
    // Streams of one length, so the small messages are all of one size.
    const small = message('user-1', 0, 100).message;
    const smallBytes =
      Buffer.byteLength(small.key) +
      Buffer.byteLength(small.value) +
      Object.entries(small.headers).reduce((total, [name, value]) => total + name.length + value.length, 0);
    const messages = [
      message('user-1', 0, 100),
      message('page-1', 0, 100),
      message('user-1', 1, 100),
      message('user-1', 2, 5_000),
      message('user-1', 3, 100),
    ];
    expect(versionsOf(sendBatchesOf(messages, 2 * smallBytes))).toEqual([
      [
        ['spec.user', ['user-1@0']],
        ['spec.page', ['page-1@0']],
      ],
      [['spec.user', ['user-1@1']]],
      [['spec.user', ['user-1@2']]],
      [['spec.user', ['user-1@3']]],
    ]);
    expect(versionsOf(sendBatchesOf(messages, 2 * smallBytes - 1))[0]).toEqual([['spec.user', ['user-1@0']]]);
  });
});
