import type { DomainEvent } from '@afrimedia/domain';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineProjection } from './define-projection.ts';
import { handlerRuns, inRuns, together, type EventHandlers } from './event-handlers.ts';
import type { ProjectedEvent } from './projected-event.ts';

const projected = (type: string, n: number): ProjectedEvent => ({
  id: `event-${n}`,
  stream: 'test',
  version: BigInt(n),
  position: { commit: BigInt(n), prepare: BigInt(n) },
  recordedAt: new Date(0),
  event: { type, data: {} } as DomainEvent,
});

const ids = (runs: ReturnType<typeof handlerRuns>) => runs.map((run) => run.events.map((event) => event.id));
const nothing = async () => {};

describe('handler runs of a batch', () => {
  it('hands a run handler each maximal run of the types sharing it, and other events one at a time', () => {
    const handlers: EventHandlers = {
      ...together(['Liked', 'Unliked'], nothing),
      ContentViewed: inRuns(nothing),
      LanguageChanged: nothing,
    };
    const types = ['Liked', 'Unliked', 'Liked', 'ContentViewed', 'ContentViewed', 'LanguageChanged'];
    const more = ['LanguageChanged', 'Liked'];
    expect(ids(handlerRuns(handlers, [...types, ...more].map(projected)))).toEqual([
      ['event-0', 'event-1', 'event-2'],
      ['event-3', 'event-4'],
      ['event-5'],
      ['event-6'],
      ['event-7'],
    ]);
  });

  it('leaves out the events it has no handler for, without cutting a run', () => {
    const handlers: EventHandlers = { ...together(['Liked', 'Unliked'], nothing) };
    expect(ids(handlerRuns(handlers, ['Liked', 'UserRegistered', 'Unliked'].map(projected)))).toEqual([
      ['event-0', 'event-2'],
    ]);
  });

  it('has no run for an empty batch', () => {
    expect(handlerRuns({ Liked: nothing }, [])).toEqual([]);
  });
});

describe('a projection definition', () => {
  const first = { tables: ['stats.daily'], handlers: { Liked: nothing, ContentViewed: nothing } } as const;
  const second = { tables: ['stats.daily_readers'], handlers: { ContentViewed: nothing } } as const;

  it('handles the event types its parts have handlers for, and owns their tables', () => {
    const projection = defineProjection('counting', first, second);
    expect(projection.canHandle).toEqual(['Liked', 'ContentViewed']);
    expect(projection.tables).toEqual(['stats.daily', 'stats.daily_readers']);
  });

  it('hands each part the events it handles, part after part', async () => {
    const seen: string[] = [];
    const record =
      (part: string) =>
      async (_trx: unknown, { id }: ProjectedEvent) =>
        void seen.push(`${part} ${id}`);
    const projection = defineProjection(
      'counting',
      { tables: [], handlers: { Liked: record('first'), ContentViewed: record('first') } },
      { tables: [], handlers: { ContentViewed: record('second') } },
    );
    await projection.handle({} as never, ['ContentViewed', 'Liked', 'ContentViewed'].map(projected));
    expect(seen).toEqual([
      'first event-0',
      'first event-1',
      'first event-2',
      'second event-0',
      'second event-2',
    ]);
  });

  it('types the keys and the events by the catalogue', () => {
    defineProjection('typed', {
      tables: [],
      handlers: {
        // @ts-expect-error a misspelt event type is no key of the handlers
        LanguageChangd: nothing,
      },
    });
    // @ts-expect-error a misspelt event type is not one of the catalogue's
    together(['Likd'], nothing);
    // @ts-expect-error a misspelt table is not a read model
    defineProjection('typed', { tables: ['stats.dayly'], handlers: {} });
    const handlers: EventHandlers = {
      LanguageChanged: async (_trx, { event }) => {
        expectTypeOf(event.data.language).toEqualTypeOf<string>();
      },
      UserRegistered: inRuns(async (_trx, run) => {
        expectTypeOf(run[0]!.event.type).toEqualTypeOf<'UserRegistered'>();
      }),
      ...together(['Liked', 'Unliked'], async (_trx, run) => {
        expectTypeOf(run[0]!.event.type).toEqualTypeOf<'Liked' | 'Unliked'>();
      }),
    };
    expect(Object.keys(handlers)).toEqual(['LanguageChanged', 'UserRegistered', 'Liked', 'Unliked']);
  });
});
