import { describeEventStoreContract } from '../contract/event-store.contract.ts';
import { InMemoryEventStore } from './in-memory-event-store.ts';

describeEventStoreContract('in memory', async () => ({
  store: new InMemoryEventStore(),
  dispose: async () => {},
}));
