import type { ColumnType, Selectable } from 'kysely';

export interface CheckpointsTable {
  name: string;
  commit_position: ColumnType<string, string | bigint, string | bigint>;
  prepare_position: ColumnType<string, string | bigint, string | bigint>;
  events_handled: ColumnType<string, string | bigint | undefined, string | bigint>;
  last_error: string | null;
  last_error_at: Date | null;
  /** The feed position (`commit/prepare`) of the event the projection is stuck on, while it is. */
  blocked_event_position: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export type Checkpoint = Selectable<CheckpointsTable>;

/** The next offset to apply in one partition of a Kafka topic, for one consumer group of projectors. */
export interface KafkaOffsetsTable {
  group_id: string;
  topic: string;
  partition: number;
  next_offset: ColumnType<string, string | bigint, string | bigint>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
