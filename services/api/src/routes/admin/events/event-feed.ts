import { START, type EventStore, type GlobalPosition, type RecordedEvent } from '@afrimedia/event-store';
import type { AdminEventFilter, AdminEventRecord, ListPage, SortOrder } from '@afrimedia/contracts';
import type { disclosure } from './disclosure.ts';

export const positionId = (position: GlobalPosition): string => `${position.commit}/${position.prepare}`;

function parsePosition(id: string): GlobalPosition | undefined {
  const match = /^(\d{1,19})\/(\d{1,19})$/.exec(id);
  return match ? { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) } : undefined;
}

/** The event at a feed position, read from just before it. */
export async function eventAt(store: EventStore, id: string): Promise<RecordedEvent | undefined> {
  const position = parsePosition(id);
  if (!position || position.prepare === 0n) return undefined;
  for await (const event of store.readAll({ ...position, prepare: position.prepare - 1n }, { batchSize: 1 }))
    return positionId(event.position) === id ? event : undefined;
  return undefined;
}

/**
 * The events a filter selects, in feed order: one stream read as a stream, or the whole feed with the store
 * skipping other types. Time bounds are on the time the store recorded each event, both inclusive.
 */
export async function* filteredEvents(
  store: EventStore,
  filter: AdminEventFilter,
): AsyncIterable<RecordedEvent> {
  const from = filter.from === undefined ? undefined : Date.parse(filter.from);
  const to = filter.to === undefined ? undefined : Date.parse(filter.to);
  const types = filter.type;
  const source = filter.streamId
    ? store.readStream(filter.streamId)
    : store.readAll(START, types ? { types, batchSize: 500 } : { batchSize: 500 });
  for await (const event of source) {
    const at = event.recordedAt.getTime();
    if (types && !types.includes(event.type)) continue;
    if (from !== undefined && at < from) continue;
    if (to !== undefined && at > to) continue;
    yield event;
  }
}

/**
 * One page of the filtered feed and the number of events in it, in one pass over it. Newest first keeps only the
 * last `offset + limit` events seen, so memory stays bounded by the page asked for, not by the feed.
 */
export async function pageOfEvents(
  events: AsyncIterable<RecordedEvent>,
  order: SortOrder,
  offset: number,
  limit: number,
): Promise<ListPage<RecordedEvent>> {
  let total = 0;
  const kept: RecordedEvent[] = [];
  for await (const event of events) {
    if (order === 'asc') {
      if (total >= offset && total < offset + limit) kept.push(event);
    } else {
      kept.push(event);
      if (kept.length > offset + limit) kept.shift();
    }
    total += 1;
  }
  const rows = order === 'asc' ? kept : kept.reverse().slice(offset, offset + limit);
  return { rows, total };
}

export async function eventRecord(
  event: RecordedEvent,
  disclosed: ReturnType<typeof disclosure>,
): Promise<AdminEventRecord> {
  const id = positionId(event.position);
  return {
    id,
    streamId: event.stream,
    type: event.type,
    data: await disclosed(event.stream, event.data),
    metadata: event.metadata,
    recordedAt: event.recordedAt.toISOString(),
    position: id,
  };
}
