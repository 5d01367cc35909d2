import type { AdminEventFilter, AdminEventRecord } from '@afrimedia/contracts';
import type { EventStore } from '@afrimedia/event-store';
import type { KeyVault } from '../personal-data/key-vault.ts';
import { disclosure } from '../routes/admin/events/disclosure.ts';
import { eventRecord, filteredEvents } from '../routes/admin/events/event-feed.ts';

/**
 * The events a filter selects, in feed order, as the event browser shows them: secrets left out, personal fields
 * only while their owner's key exists, or never when `personal` is false. What the console's NDJSON export and
 * `npm run events -- export` write.
 */
export async function* exportedEvents(
  ports: { readonly store: EventStore; readonly personalKeys: KeyVault },
  filter: AdminEventFilter,
  options: { readonly personal?: boolean } = {},
): AsyncIterable<AdminEventRecord> {
  const disclosed = disclosure(ports.personalKeys, { personal: options.personal ?? true });
  for await (const event of filteredEvents(ports.store, filter)) yield eventRecord(event, disclosed);
}
