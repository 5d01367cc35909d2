import type { ReadModels } from '@afrimedia/read-models';
import type { Insertable, Transaction } from 'kysely';
import { inRuns, type EventOfType, type RunHandler } from './event-handlers.ts';
import { inChunks } from './in-chunks.ts';

/** The tables that keep a row per registered user, keyed by `user_id`. */
type PeopleTable = 'admin_queues.people' | 'notifications.people' | 'pages.authors';

type Registered = EventOfType<'UserRegistered'>;

/**
 * A UserRegistered handler writing a row per user into `table`, runs of registrations with one statement; the
 * first registration of a user wins, as when they are applied one at a time.
 */
export function insertRegistered<Table extends PeopleTable>(
  table: Table,
  rowOf: (event: Registered) => Insertable<ReadModels[Table]>,
): RunHandler<Registered> {
  return inRuns((trx: Transaction<ReadModels>, run) =>
    inChunks(run, (chunk) =>
      trx
        .insertInto(table as PeopleTable)
        .values(chunk.map(({ event }) => rowOf(event)) as Insertable<ReadModels[PeopleTable]>[])
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .execute(),
    ),
  );
}

/**
 * The columns a ProfileUpdated changes among `columns` (column → the event's new value, undefined when it left
 * that field alone); undefined when it changes none of them.
 */
export function changedColumns<Columns extends Record<string, unknown>>(
  columns: Columns,
): Changed<Columns> | undefined {
  const changed = Object.entries(columns).filter(([, value]) => value !== undefined);
  return changed.length === 0 ? undefined : (Object.fromEntries(changed) as Changed<Columns>);
}

type Changed<Columns> = { [Column in keyof Columns]?: Exclude<Columns[Column], undefined> };
