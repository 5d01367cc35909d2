/** What one event of a run does to the row of `id`: creates it (when absent), changes it, or both. */
export interface RowEffect<Row, Change> {
  readonly id: string;
  readonly create?: () => Row;
  readonly change?: Change;
}

/**
 * Folds a run of events into the rows they write, as applying them one at a time would: a row is created once
 * (the first creation wins, and none when the row was already there), and a change reaches only a row that
 * exists at that point, whether before the run (`existing`) or created earlier in it. Rows created in the run come
 * back with their changes merged in; rows already there come back as their merged changes.
 */
export function foldRows<E, Row extends object, Change extends Partial<Row>>(
  run: readonly E[],
  existing: ReadonlySet<string>,
  effectOf: (event: E) => RowEffect<Row, Change> | undefined,
): { inserts: Row[]; updates: Map<string, Change> } {
  const inserted = new Map<string, Row>();
  const updates = new Map<string, Change>();
  for (const event of run) {
    const effect = effectOf(event);
    if (!effect) continue;
    const { id, create, change } = effect;
    if (create && !existing.has(id) && !inserted.has(id)) inserted.set(id, create());
    if (!change) continue;
    const row = inserted.get(id);
    if (row) inserted.set(id, { ...row, ...change });
    else if (existing.has(id)) updates.set(id, { ...updates.get(id), ...change });
  }
  return { inserts: [...inserted.values()], updates };
}
