/** Rows per multi-row statement: far below PostgreSQL's 65,535 parameters even for wide rows. */
const ROWS_PER_STATEMENT = 1_000;

/** Writes rows with as few statements as the parameter limit allows, one after the other in the transaction. */
export async function inChunks<T>(
  rows: readonly T[],
  write: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    await write(rows.slice(start, start + ROWS_PER_STATEMENT));
  }
}
