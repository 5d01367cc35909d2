import type { Transaction } from 'kysely';
import type { ReadModels } from '@afrimedia/read-models';
import type { ProjectedEvent } from './projected-event.ts';

type Trx = Transaction<ReadModels>;

/** Applies a run of consecutive events of one type with one statement, as they would one after the other. */
export type RunHandler = (trx: Trx, run: readonly ProjectedEvent[]) => Promise<void>;

/** Splits a batch into maximal runs of consecutive events of one type, in feed order. */
export function runsByType(events: readonly ProjectedEvent[]): ProjectedEvent[][] {
  const runs: ProjectedEvent[][] = [];
  for (const event of events) {
    const run = runs.at(-1);
    if (run && run[0]!.event.type === event.event.type) run.push(event);
    else runs.push([event]);
  }
  return runs;
}

/**
 * Applies a batch run by run: a type with a run handler is written with one statement per run, any other event
 * alone, so the batch's order is kept wherever it matters.
 */
export async function applyInRuns(
  trx: Trx,
  events: readonly ProjectedEvent[],
  runHandlers: Partial<Record<string, RunHandler>>,
  apply: (trx: Trx, event: ProjectedEvent) => Promise<void>,
): Promise<void> {
  for (const run of runsByType(events)) {
    const together = runHandlers[run[0]!.event.type];
    if (together) await together(trx, run);
    else for (const event of run) await apply(trx, event);
  }
}
