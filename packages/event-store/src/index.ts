export * from './event-store.ts';
export {
  handleCommand,
  type HandleCommandOptions,
  type Handled,
  type GuardedReservation,
} from './command-handler.ts';
export { PostgresEventStore, createPostgresEventStore } from './postgres/postgres-event-store.ts';
export { migrateEventStore } from './postgres/schema.ts';
export { InMemoryEventStore } from './in-memory/in-memory-event-store.ts';
export { EventStoreDbStore, createEventStoreDbStore } from './eventstoredb/eventstoredb-event-store.ts';
