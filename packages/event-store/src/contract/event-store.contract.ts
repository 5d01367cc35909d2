import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  comparePositions,
  EventIdConflict,
  isInFeed,
  ReservationConflict,
  START,
  WrongExpectedVersion,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
} from '../event-store.ts';
import { testEvent } from '../testing/new-events.ts';

export interface StoreUnderTest {
  readonly store: EventStore;
  dispose(): Promise<void>;
}

const newEvent = (type = 'ThingHappened', data: unknown = { n: 1 }): NewEvent =>
  testEvent(type, data, { actorId: 'user-42', schemaVersion: 2 });

async function collect(events: AsyncIterable<RecordedEvent>): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  for await (const event of events) all.push(event);
  return all;
}

function waitUntil(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (condition()) return resolve();
      if (Date.now() - started > timeoutMs) return reject(new Error('condition not met in time'));
      setTimeout(tick, 10);
    };
    tick();
  });
}

async function waitUntilAsync(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The behaviour every adapter of the port must show; run against each of them. */
export function describeEventStoreContract(name: string, open: () => Promise<StoreUnderTest>) {
  describe(`event store contract: ${name}`, () => {
    let subject: StoreUnderTest;
    let store: EventStore;
    const stream = (label: string) => `${label}-${randomUUID()}`;

    beforeAll(async () => {
      subject = await open();
      store = subject.store;
    });
    afterAll(() => subject.dispose());

    it('appends to a new stream and reads it back in order, with versions from 0', async () => {
      const s = stream('article');
      const events = [newEvent('A', { i: 0 }), newEvent('B', { i: 1 }), newEvent('C', { i: 2 })];
      const result = await store.append(s, events, 'no_stream');
      expect(result.nextVersion).toBe(2n);
      const read = await collect(store.readStream(s));
      expect(read.map((e) => [e.id, e.type, e.version, e.data, e.stream])).toEqual(
        events.map((e, i) => [e.id, e.type, BigInt(i), e.data, s]),
      );
      expect(read.at(-1)!.position).toEqual(result.position);
      expect((await collect(store.readStream(s, 1n))).map((e) => e.version)).toEqual([1n, 2n]);
      expect(await collect(store.readStream(stream('empty')))).toEqual([]);
    });

    it("answers every appended event's feed position, as the stream and the feed show it", async () => {
      const s = stream('reader');
      const other = stream('reader');
      const before = await store.headPosition();
      const first = await store.append(s, [newEvent('A'), newEvent('B')], 'no_stream');
      const between = await store.append(other, [newEvent('C')], 'no_stream');
      const batch = [newEvent('D'), newEvent('E'), newEvent('F')];
      const second = await store.append(s, batch, 1n);
      expect(first.positions).toHaveLength(2);
      expect(second.positions).toHaveLength(3);
      expect(second.position).toEqual(second.positions.at(-1));
      const read = await collect(store.readStream(s));
      expect(read.map((e) => e.position)).toEqual([...first.positions, ...second.positions]);
      await waitUntilAsync(() => isInFeed(store, second.position));
      const feed = (await collect(store.readAll(before))).filter((e) => e.stream === s || e.stream === other);
      expect(feed.map((e) => e.position)).toEqual([
        ...first.positions,
        ...between.positions,
        ...second.positions,
      ]);
      expect(await store.append(s, batch, 1n)).toEqual(second);
      expect((await store.append(s, [], 4n)).positions).toEqual([]);
    });

    it('keeps the metadata as written', async () => {
      const s = stream('user');
      const event = newEvent();
      await store.append(s, [event], 'no_stream');
      const [read] = await collect(store.readStream(s));
      expect(read!.metadata).toEqual(event.metadata);
      expect(read!.recordedAt).toBeInstanceOf(Date);
    });

    it('checks every kind of expected version', async () => {
      const s = stream('publication');
      await expect(store.append(s, [newEvent()], 'stream_exists')).rejects.toBeInstanceOf(
        WrongExpectedVersion,
      );
      await expect(store.append(s, [newEvent()], 0n)).rejects.toBeInstanceOf(WrongExpectedVersion);
      await store.append(s, [newEvent()], 'no_stream');
      await expect(store.append(s, [newEvent()], 'no_stream')).rejects.toBeInstanceOf(WrongExpectedVersion);
      await expect(store.append(s, [newEvent()], 1n)).rejects.toBeInstanceOf(WrongExpectedVersion);
      await store.append(s, [newEvent()], 0n);
      await store.append(s, [newEvent()], 'stream_exists');
      await store.append(s, [newEvent()], 'any');
      const conflict = await store.append(s, [newEvent()], 1n).catch((error: unknown) => error);
      expect(conflict).toBeInstanceOf(WrongExpectedVersion);
      expect(conflict).toMatchObject({ stream: s, expected: 1n, actual: 3n });
      expect((await collect(store.readStream(s))).length).toBe(4);
    });

    it('stores an event id once: a retried append is answered like the first', async () => {
      const s = stream('reader');
      const events = [newEvent(), newEvent()];
      const first = await store.append(s, events, 'no_stream');
      const retried = await store.append(s, events, 'no_stream');
      expect(retried).toEqual(first);
      expect((await collect(store.readStream(s))).length).toBe(2);
    });

    it('refuses a partial overlap of event ids and appends nothing', async () => {
      const s = stream('reader');
      const [a, b] = [newEvent(), newEvent()];
      await store.append(s, [a!, b!], 'no_stream');
      const fresh = newEvent();
      await expect(store.append(s, [a!, fresh], 'no_stream')).rejects.toBeInstanceOf(Error);
      expect((await collect(store.readStream(s))).map((e) => e.id)).toEqual([a!.id, b!.id]);
      const all = await collect(store.readAll(START));
      expect(all.some((e) => e.id === fresh.id)).toBe(false);
    });

    it('refuses a batch that carries the same event id twice', async () => {
      const s = stream('reader');
      const event = newEvent();
      await expect(store.append(s, [event, event], 'no_stream')).rejects.toBeInstanceOf(EventIdConflict);
      expect(await collect(store.readStream(s))).toEqual([]);
    });

    it('lets concurrent appends expecting `any` or `stream_exists` all land, with distinct versions', async () => {
      const s = stream('counter');
      await store.append(s, [newEvent()], 'no_stream');
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          store.append(s, [newEvent(), newEvent()], i % 2 === 0 ? 'any' : 'stream_exists'),
        ),
      );
      const read = await collect(store.readStream(s));
      expect(read.map((e) => e.version)).toEqual(Array.from({ length: 25 }, (_, i) => BigInt(i)));
      expect(new Set(results.map((r) => r.nextVersion)).size).toBe(12);
    });

    it('lets exactly one of concurrent appends expecting the same version win', async () => {
      const s = stream('counter');
      await store.append(s, [newEvent()], 'no_stream');
      const outcomes = await Promise.allSettled(
        Array.from({ length: 8 }, () => store.append(s, [newEvent()], 0n)),
      );
      expect(outcomes.filter((o) => o.status === 'fulfilled').length).toBe(1);
      for (const outcome of outcomes.filter((o) => o.status === 'rejected')) {
        expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedVersion);
      }
      expect((await collect(store.readStream(s))).length).toBe(2);
    });

    it('appends several events atomically: a refused append leaves nothing behind', async () => {
      const s = stream('content');
      await store.append(s, [newEvent()], 'no_stream');
      const batch = [newEvent(), newEvent(), newEvent()];
      await expect(store.append(s, batch, 5n)).rejects.toBeInstanceOf(WrongExpectedVersion);
      const all = await collect(store.readAll(START));
      expect(all.filter((e) => batch.some((b) => b.id === e.id))).toEqual([]);
    });

    it('reads the global feed in order, from a position, and by type', async () => {
      const s1 = stream('feed');
      const s2 = stream('feed');
      const before = (await collect(store.readAll(START))).at(-1)?.position ?? START;
      const a = newEvent('FeedA');
      const b = newEvent('FeedB');
      const c = newEvent('FeedA');
      await store.append(s1, [a], 'no_stream');
      await store.append(s2, [b], 'no_stream');
      await store.append(s1, [c], 0n);
      const after = await collect(store.readAll(before));
      expect(after.map((e) => e.id)).toEqual([a.id, b.id, c.id]);
      for (let i = 1; i < after.length; i += 1) {
        expect(comparePositions(after[i - 1]!.position, after[i]!.position)).toBe(-1);
      }
      expect((await collect(store.readAll(after[0]!.position))).map((e) => e.id)).toEqual([b.id, c.id]);
      expect((await collect(store.readAll(before, { types: ['FeedA'] }))).map((e) => e.id)).toEqual([
        a.id,
        c.id,
      ]);
      expect((await collect(store.readAll(before, { batchSize: 1 }))).map((e) => e.id)).toEqual([
        a.id,
        b.id,
        c.id,
      ]);
      // Several types, read in pages: merged in feed order, each event once, even when a type is named twice.
      expect(
        (await collect(store.readAll(before, { types: ['FeedB', 'FeedA', 'FeedB'], batchSize: 1 }))).map(
          (e) => e.id,
        ),
      ).toEqual([a.id, b.id, c.id]);
      expect(
        (await collect(store.readAll(after[0]!.position, { types: ['FeedA', 'FeedB'], batchSize: 2 }))).map(
          (e) => e.id,
        ),
      ).toEqual([b.id, c.id]);
      // A reader of many types (a replay of every projection) gets the same events.
      const many = ['FeedA', ...Array.from({ length: 60 }, (_, n) => `Unused${n}`)];
      expect((await collect(store.readAll(before, { types: many, batchSize: 1 }))).map((e) => e.id)).toEqual([
        a.id,
        c.id,
      ]);
    });

    it('subscribes: catches up, then delivers what is appended later, until stopped', async () => {
      const before = (await collect(store.readAll(START))).at(-1)?.position ?? START;
      const s = stream('live');
      const old = newEvent('Live');
      await store.append(s, [old], 'no_stream');
      const seen: string[] = [];
      const subscription = store.subscribeAll(before, (event) => void seen.push(event.id), {
        types: ['Live'],
      });
      await waitUntil(() => seen.length === 1);
      const fresh = [newEvent('Live'), newEvent('Other'), newEvent('Live')];
      await store.append(s, fresh, 0n);
      await waitUntil(() => seen.length === 3);
      expect(seen).toEqual([old.id, fresh[0]!.id, fresh[2]!.id]);
      await subscription.stop();
      await store.append(s, [newEvent('Live')], 'any');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(seen.length).toBe(3);
    });

    it('awaits the handler: events reach a slow handler one at a time and in order', async () => {
      const before = (await collect(store.readAll(START))).at(-1)?.position ?? START;
      const s = stream('slow');
      const events = [newEvent('Slow'), newEvent('Slow'), newEvent('Slow')];
      await store.append(s, events, 'no_stream');
      let inside = 0;
      let overlapped = false;
      const seen: string[] = [];
      const subscription = store.subscribeAll(
        before,
        async (event) => {
          inside += 1;
          if (inside > 1) overlapped = true;
          await new Promise((resolve) => setTimeout(resolve, 20));
          seen.push(event.id);
          inside -= 1;
        },
        { types: ['Slow'] },
      );
      await waitUntil(() => seen.length === 3);
      await subscription.stop();
      expect(overlapped).toBe(false);
      expect(seen).toEqual(events.map((e) => e.id));
    });

    it('stops gracefully: stop() waits for the handler in flight, and nothing is delivered after it', async () => {
      const before = (await collect(store.readAll(START))).at(-1)?.position ?? START;
      const s = stream('graceful');
      await store.append(s, [newEvent('Graceful'), newEvent('Graceful'), newEvent('Graceful')], 'no_stream');
      let entered = 0;
      let finished = 0;
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      const subscription = store.subscribeAll(
        before,
        async () => {
          entered += 1;
          await gate;
          finished += 1;
        },
        { types: ['Graceful'] },
      );
      await waitUntil(() => entered === 1);
      const stopping = subscription.stop();
      let stopped = false;
      void stopping.then(() => (stopped = true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(stopped).toBe(false);
      release();
      await stopping;
      expect(finished).toBe(1);
      await store.append(s, [newEvent('Graceful')], 'any');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(entered).toBe(1);
    });

    it('stops a subscription whose handler throws and reports the error once', async () => {
      const before = (await collect(store.readAll(START))).at(-1)?.position ?? START;
      const s = stream('failing');
      await store.append(s, [newEvent('Failing'), newEvent('Failing')], 'no_stream');
      const errors: unknown[] = [];
      let calls = 0;
      const subscription = store.subscribeAll(
        before,
        () => {
          calls += 1;
          throw new Error('projection bug');
        },
        { types: ['Failing'], onError: (error) => errors.push(error) },
      );
      await waitUntil(() => errors.length === 1);
      await store.append(s, [newEvent('Failing')], 'any');
      await new Promise((resolve) => setTimeout(resolve, 200));
      await subscription.stop();
      expect(calls).toBe(1);
      expect(errors).toHaveLength(1);
      expect((errors[0] as Error).message).toBe('projection bug');
    });

    it('carries the metadata through the stream, the feed and the subscription alike', async () => {
      const before = (await collect(store.readAll(START))).at(-1)?.position ?? START;
      const s = stream('meta');
      const event = newEvent('MetaRoundTrip', { nested: { list: [1, 'two', null], flag: true } });
      await store.append(s, [event], 'no_stream');
      const [fromStream] = await collect(store.readStream(s));
      const [fromFeed] = await collect(store.readAll(before, { types: ['MetaRoundTrip'] }));
      const live: RecordedEvent[] = [];
      const subscription = store.subscribeAll(before, (e) => void live.push(e), { types: ['MetaRoundTrip'] });
      await waitUntil(() => live.length === 1);
      await subscription.stop();
      for (const read of [fromStream!, fromFeed!, live[0]!]) {
        expect(read).toMatchObject({ id: event.id, stream: s, version: 0n, type: 'MetaRoundTrip' });
        expect(read.data).toEqual(event.data);
        expect(read.metadata).toEqual(event.metadata);
        expect(read.position).toEqual(fromStream!.position);
      }
    });

    it('takes no key when the append is refused for its expected version, and all keys or none', async () => {
      const taken = `${randomUUID()}@example.org`;
      const free = `${randomUUID()}@example.org`;
      const owner = stream('user');
      const other = stream('user');
      await store.append(owner, [newEvent()], 'no_stream', {
        reservations: [{ scope: 'email', key: taken }],
      });

      await expect(
        store.append(other, [newEvent()], 'stream_exists', { reservations: [{ scope: 'email', key: free }] }),
      ).rejects.toBeInstanceOf(WrongExpectedVersion);
      expect(await store.reservationOwner({ scope: 'email', key: free })).toBeUndefined();

      await expect(
        store.append(other, [newEvent()], 'no_stream', {
          reservations: [
            { scope: 'email', key: free },
            { scope: 'email', key: taken },
          ],
        }),
      ).rejects.toBeInstanceOf(ReservationConflict);
      expect(await store.reservationOwner({ scope: 'email', key: free })).toBeUndefined();
      expect(await collect(store.readStream(other))).toEqual([]);

      // A stream cannot release a key it does not own.
      await store.append(other, [newEvent()], 'no_stream', { releases: [{ scope: 'email', key: taken }] });
      expect(await store.reservationOwner({ scope: 'email', key: taken })).toBe(owner);
      // Keys are per scope.
      await store.append(other, [newEvent()], 0n, { reservations: [{ scope: 'slug', key: taken }] });
      expect(await store.reservationOwner({ scope: 'slug', key: taken })).toBe(other);
    });

    it('reserves unique keys with the append: a taken key refuses the whole append', async () => {
      const key = `${randomUUID()}@example.org`;
      const owner = stream('user');
      const intruder = stream('user');
      await store.append(owner, [newEvent()], 'no_stream', { reservations: [{ scope: 'email', key }] });
      expect(await store.reservationOwner({ scope: 'email', key })).toBe(owner);
      const refused = await store
        .append(intruder, [newEvent()], 'no_stream', { reservations: [{ scope: 'email', key }] })
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ReservationConflict);
      expect(refused).toMatchObject({ scope: 'email', key });
      expect(await collect(store.readStream(intruder))).toEqual([]);
      await store.append(owner, [newEvent()], 0n, { reservations: [{ scope: 'email', key }] });
      await store.append(owner, [newEvent()], 1n, { releases: [{ scope: 'email', key }] });
      expect(await store.reservationOwner({ scope: 'email', key })).toBeUndefined();
      await store.append(intruder, [newEvent()], 'no_stream', { reservations: [{ scope: 'email', key }] });
      expect(await store.reservationOwner({ scope: 'email', key })).toBe(intruder);
    });

    it('lets exactly one of many concurrent writers take a key', async () => {
      const key = `slug-${randomUUID()}`;
      const outcomes = await Promise.allSettled(
        Array.from({ length: 10 }, () =>
          store.append(stream('publication'), [newEvent()], 'no_stream', {
            reservations: [{ scope: 'slug', key }],
          }),
        ),
      );
      expect(outcomes.filter((o) => o.status === 'fulfilled').length).toBe(1);
      for (const outcome of outcomes.filter((o) => o.status === 'rejected')) {
        expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(ReservationConflict);
      }
    });

    it('knows the head of the feed, and when the feed delivers it', async () => {
      const s = stream('head');
      const appended = await store.append(s, [newEvent(), newEvent()], 'no_stream');
      expect(comparePositions(await store.headPosition(), appended.position)).toBeGreaterThanOrEqual(0);
      await waitUntilAsync(() => isInFeed(store, appended.position));
      expect(await isInFeed(store, START)).toBe(true);
    });

    it('settles the feed: what is delivered is at or before the settled position, what comes later after it', async () => {
      const s = stream('settled');
      const earlier = await store.append(s, [newEvent('A')], 'no_stream');
      await waitUntilAsync(() => isInFeed(store, earlier.position));
      const settled = await store.settledPosition();
      expect(comparePositions(settled, earlier.position)).toBeGreaterThanOrEqual(0);
      const later = await store.append(s, [newEvent('B')], 0n);
      await waitUntilAsync(() => isInFeed(store, later.position));
      const after = (await collect(store.readAll(settled))).filter((event) => event.stream === s);
      expect(after.map((event) => event.type)).toEqual(['B']);
    });

    it('answers a ping', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}
