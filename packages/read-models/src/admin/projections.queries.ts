import type { Checkpoint } from '../checkpoints.table.ts';
import type { AdminDb } from './list-sql.ts';

/** Every projection's checkpoint, by projection name: where each is in the feed and what it is stuck on. */
export async function projectionCheckpoints(db: AdminDb): Promise<Map<string, Checkpoint>> {
  const rows = await db.selectFrom('projections.checkpoints').selectAll().execute();
  return new Map(rows.map((row) => [row.name, row]));
}
