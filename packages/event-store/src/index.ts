export * from './event-store.ts';
export {
  ConcurrencyConflict,
  handleCommand,
  runCommand,
  uuidFromName,
  type CommandInput,
  type EventMeta,
  type GuardedReservation,
  type Handled,
  type HandleCommandOptions,
  type RunCommandOptions,
} from './command-handler.ts';
export {
  PostgresEventStore,
  createPostgresEventStore,
  DEFAULT_GROUP_COMMIT,
  type PostgresEventStoreOptions,
  type GroupCommit,
} from './postgres/postgres-event-store.ts';
export { migrateEventStore } from './postgres/schema.ts';
export { StreamStates } from './stream-states.ts';
export { InMemoryEventStore } from './in-memory/in-memory-event-store.ts';
export { EventStoreDbStore, createEventStoreDbStore } from './eventstoredb/eventstoredb-event-store.ts';
