import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { describeEventStoreContract } from '../contract/event-store.contract.ts';
import { START } from '../event-store.ts';
import { InMemoryEventStore } from './in-memory-event-store.ts';

describeEventStoreContract('in memory', async () => ({
  store: new InMemoryEventStore(),
  dispose: async () => {},
}));

describe('InMemoryEventStore', () => {
  it('stops its subscriptions when closed', async () => {
    const store = new InMemoryEventStore();
    const seen: string[] = [];
    store.subscribeAll(START, (event) => void seen.push(event.id));
    await store.close();
    await store.append('thing-1', [newEvent()], 'no_stream');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]);
  });

  it('keeps its own copy of what was appended', async () => {
    const store = new InMemoryEventStore();
    const event = { ...newEvent(), data: { list: [1] } };
    await store.append('thing-2', [event], 'no_stream');
    event.data.list.push(2);
    for await (const stored of store.readStream('thing-2')) expect(stored.data).toEqual({ list: [1] });
  });
});

function newEvent() {
  return {
    id: randomUUID(),
    type: 'Happened',
    data: {},
    metadata: {
      correlationId: 'c',
      causationId: 'c',
      actorId: 'a',
      occurredAt: '2026-11-22T12:00:00.000Z',
      schemaVersion: 1,
    },
  };
}
