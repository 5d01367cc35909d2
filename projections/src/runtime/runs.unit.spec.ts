import type { DomainEvent } from '@afrimedia/domain';
import { describe, expect, it } from 'vitest';
import type { ProjectedEvent } from './projected-event.ts';
import { runsByType } from './runs.ts';

const projected = (type: string, n: number): ProjectedEvent => ({
  id: `event-${n}`,
  stream: 'test',
  version: BigInt(n),
  position: { commit: BigInt(n), prepare: BigInt(n) },
  recordedAt: new Date(0),
  event: { type, data: {} } as DomainEvent,
});

describe('runs of a batch', () => {
  it('groups consecutive events of one type, keeping the feed order across runs', () => {
    const types = ['Liked', 'Liked', 'Unliked', 'Liked', 'Liked', 'Liked'];
    const runs = runsByType(types.map(projected));
    expect(runs.map((run) => run.map((event) => event.id))).toEqual([
      ['event-0', 'event-1'],
      ['event-2'],
      ['event-3', 'event-4', 'event-5'],
    ]);
  });

  it('has no run for an empty batch', () => {
    expect(runsByType([])).toEqual([]);
  });
});
