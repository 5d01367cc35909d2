import { expect } from 'vitest';
import { isRejection, type Command, type Decider, type Event } from './decider.ts';
import type { ErrorCode } from './errors.ts';
import { errorCatalogue } from './errors.ts';

/**
 * given past events / when a command / then these events, or this refusal with the spec's message.
 * Usage: `const spec = deciderSpecification(userDecider); spec.given([...]).when(cmd).then([...])`.
 */
export function deciderSpecification<S, C extends Command, E extends Event>(decider: Decider<S, C, E>) {
  return {
    given(events: readonly E[]) {
      return {
        when(command: C) {
          const state = events.reduce(decider.evolve, decider.initialState());
          const decision = decider.decide(command, state);
          return {
            then(expected: readonly E[]) {
              if (isRejection(decision)) {
                throw new Error(`expected events, got refusal ${decision.code}: ${decision.message}`);
              }
              expect(decision).toEqual(expected);
            },
            thenRejects(code: ErrorCode, field?: string) {
              if (!isRejection(decision)) {
                throw new Error(`expected refusal ${code}, got events ${JSON.stringify(decision)}`);
              }
              expect({ code: decision.code, message: decision.message }).toEqual({
                code,
                message: errorCatalogue[code].message,
              });
              if (field !== undefined) expect(decision.field).toBe(field);
            },
          };
        },
      };
    },
  };
}
