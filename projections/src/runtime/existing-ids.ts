import type { ReadModels } from '@afrimedia/read-models';
import type { Transaction } from 'kysely';
import { inChunks } from './in-chunks.ts';

/** Tables whose rows a batch folds by content id. */
type ContentTable = 'pages.contents' | 'scheduling.contents' | 'search.documents';

/** Which of `ids` already have a row in `table`: what a folded run updates rather than inserts. */
export async function existingIds(
  trx: Transaction<ReadModels>,
  table: ContentTable,
  ids: Iterable<string>,
): Promise<Set<string>> {
  const existing = new Set<string>();
  await inChunks([...new Set(ids)], async (chunk) => {
    const rows = await trx.selectFrom(table).select('content_id').where('content_id', 'in', chunk).execute();
    for (const row of rows) existing.add(row.content_id);
  });
  return existing;
}
