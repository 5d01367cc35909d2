import type { ProjectedEvent } from './projected-event.ts';
import type { ReadModels } from '@afrimedia/read-models';
import type { Transaction } from 'kysely';

/**
 * A projection is a value: the runtime reads the feed, hands it batches of the events it can handle and commits
 * the rows it wrote together with its checkpoint, so rebuilding any projection is the same generic operation.
 */
export interface Projection {
  /** Also the key of its checkpoint row. */
  readonly name: string;
  readonly canHandle: readonly string[];
  handle(trx: Transaction<ReadModels>, events: readonly ProjectedEvent[]): Promise<void>;
  /** Empties every table the projection owns, before a rebuild from the start of the feed. */
  truncate(trx: Transaction<ReadModels>): Promise<void>;
}

export type ReadModelTable = keyof ReadModels;

/** A projection that names the read-model tables it owns: no other projection writes them. */
export interface OwningProjection extends Projection {
  readonly tables: readonly ReadModelTable[];
}
