import { describe, it } from 'vitest';
import { deciderSpecification } from '../core/decider-specification.ts';
import { operationsDecider, type RebuildProjection } from './decide.ts';

const spec = deciderSpecification(operationsDecider);
const now = '2026-11-23T10:00:00.000Z';

const rebuild = (changes: Partial<RebuildProjection['data']> = {}): RebuildProjection => ({
  type: 'RebuildProjection',
  data: { projection: 'search', projectionExists: true, actorIsAdmin: true, ...changes },
  metadata: { now, actorId: 'admin-1' },
});

describe('projection operations', () => {
  it('records each rebuild the platform team asks for', () => {
    const requested = {
      type: 'ProjectionRebuildRequested' as const,
      data: { projection: 'search', requestedAt: now },
    };
    spec.given([]).when(rebuild()).then([requested]);
    spec.given([requested]).when(rebuild()).then([requested]);
  });

  it('refuses a projection the platform does not run, and anyone but the team', () => {
    spec
      .given([])
      .when(rebuild({ projectionExists: false }))
      .thenRejects('NOT_FOUND', 'projection');
    spec
      .given([])
      .when(rebuild({ actorIsAdmin: false }))
      .thenRejects('FORBIDDEN');
  });
});
