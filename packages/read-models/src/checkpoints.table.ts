import type { ColumnType, Selectable } from 'kysely';

export interface CheckpointsTable {
  name: string;
  commit_position: ColumnType<string, string | bigint, string | bigint>;
  prepare_position: ColumnType<string, string | bigint, string | bigint>;
  events_handled: ColumnType<string, string | bigint | undefined, string | bigint>;
  last_error: string | null;
  last_error_at: Date | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export type Checkpoint = Selectable<CheckpointsTable>;
