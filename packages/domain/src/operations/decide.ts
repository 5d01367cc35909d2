import type { Command, Decider, Decision } from '../core/decider.ts';
import { reject } from '../core/domain-error.ts';
import { checkAdmin } from '../rules/ownership.ts';
import {
  evolveOperations,
  initialOperationsState,
  type OperationsEvent,
  type OperationsState,
} from './operations.ts';

/** Whether the projection exists is a fact of the running platform, read by the API. */
export type RebuildProjection = Command<
  'RebuildProjection',
  { projection: string; projectionExists: boolean; actorIsAdmin: boolean }
>;
export type OperationsCommand = RebuildProjection;

export function decideOperations(
  command: OperationsCommand,
  _state: OperationsState,
): Decision<OperationsEvent> {
  const notAdmin = checkAdmin(command.data.actorIsAdmin);
  if (notAdmin) return notAdmin;
  if (!command.data.projectionExists) return reject('NOT_FOUND', 'projection');
  return [
    {
      type: 'ProjectionRebuildRequested',
      data: { projection: command.data.projection, requestedAt: command.metadata.now },
    },
  ];
}

export const operationsDecider: Decider<OperationsState, OperationsCommand, OperationsEvent> = {
  initialState: initialOperationsState,
  evolve: evolveOperations,
  decide: decideOperations,
};
