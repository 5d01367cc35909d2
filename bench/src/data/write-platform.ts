import type { EventStore } from '@afrimedia/event-store';
import type { PlatformPhase, StreamAppend } from './platform-events.ts';

/** Appends `appends` through the store's public API from `writers` concurrent writers; resolves with the events written. */
export async function appendConcurrently(
  store: EventStore,
  appends: Iterable<StreamAppend>,
  writers: number,
): Promise<number> {
  const next = appends[Symbol.iterator]();
  let written = 0;
  await Promise.all(
    Array.from({ length: writers }, async () => {
      for (let item = next.next(); !item.done; item = next.next()) {
        await store.append(item.value.stream, item.value.events, 'any');
        written += item.value.events.length;
      }
    }),
  );
  return written;
}

/** Writes the phases one after the other (a later phase names what an earlier one created). */
export async function writePlatform(
  store: EventStore,
  phases: readonly PlatformPhase[],
  writers: number,
  onPhase?: (phase: string, events: number, ms: number) => void,
): Promise<number> {
  let total = 0;
  for (const phase of phases) {
    const started = performance.now();
    const written = await appendConcurrently(store, phase.appends(), writers);
    onPhase?.(phase.name, written, performance.now() - started);
    total += written;
  }
  return total;
}
