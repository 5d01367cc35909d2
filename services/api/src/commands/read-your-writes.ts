import { comparePositions, type GlobalPosition } from '@afrimedia/event-store';
import type { Projection } from '@afrimedia/projections';
import type { ApiDb } from '../storage/api-db.ts';

const POLL_MS = 15;

export interface Appended {
  readonly type: string;
  readonly position: GlobalPosition;
}

/**
 * Waits until each projection has applied the last of `appended` that it handles, so the answer to a command and
 * the next query agree (a reader who registers can sign in at once). A projection is never awaited past its own
 * events: its checkpoint only moves on the events it handles. Past `timeoutMs` it gives up quietly: the events are
 * stored and the read models will follow; only freshness is lost, never data.
 */
export function readYourWrites(db: ApiDb, projections: readonly Projection[], timeoutMs = 5_000) {
  return async (appended: readonly Appended[]): Promise<boolean> => {
    const targets = new Map<string, GlobalPosition>();
    for (const projection of projections) {
      const handled = appended.filter((event) => projection.canHandle.includes(event.type));
      const last = handled.at(-1);
      if (last) targets.set(projection.name, last.position);
    }
    if (targets.size === 0) return true;
    for (const deadline = Date.now() + timeoutMs; ;) {
      const rows = await db
        .selectFrom('projections.checkpoints')
        .select(['name', 'commit_position', 'prepare_position'])
        .where('name', 'in', [...targets.keys()])
        .execute();
      const passed = rows.filter((row) => {
        const target = targets.get(row.name);
        const checkpoint = { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) };
        return target !== undefined && comparePositions(checkpoint, target) >= 0;
      });
      if (passed.length === targets.size) return true;
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };
}

export type ReadYourWrites = ReturnType<typeof readYourWrites>;
