export { startEventRelay, type EventRelay, type EventRelayOptions } from './event-relay.ts';
export { migrateEventRelay, readRelayCheckpoint } from './checkpoints.ts';
export { RELAY_HEADERS } from './relay-message.ts';
export { DEFAULT_TOPIC_PREFIX, topicOf } from './topic.ts';
