export { startEventRelay, type EventRelay, type EventRelayOptions, type RelayStatus } from './event-relay.ts';
export { migrateEventRelay, readRelayCheckpoint } from './checkpoints.ts';
export { republishEvents, type RepublishOptions } from './republish.ts';
export { RELAY_HEADERS, recordedEventOf, relayMessage, type RelayMessage } from './relay-message.ts';
export { DEFAULT_TOPIC_PREFIX, topicOf } from './topic.ts';
