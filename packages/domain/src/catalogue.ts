import { adBreakEventDefinitions } from './ad-breaks/ad-breaks.ts';
import { agendaEventDefinitions } from './agenda/agenda.ts';
import { authorProfileEventDefinitions } from './author-profile/author-profile.ts';
import { contactEventDefinitions } from './contact/contact.ts';
import { contentEventDefinitions } from './content/content.ts';
import type { EventDefinition, EventsOf } from './core/event-definition.ts';
import { engagementEventDefinitions } from './engagement/engagement.ts';
import { moderationEventDefinitions } from './moderation/moderation.ts';
import { incomeEventDefinitions, rateCardEventDefinitions } from './income/income.ts';
import { sitePageEventDefinitions } from './site-page/site-page.ts';
import { siteConfigEventDefinitions } from './site-config/site-config.ts';
import { readingMeterEventDefinitions } from './reading-meter/reading-meter.ts';
import { legalEventDefinitions } from './legal/legal.ts';
import { operationsEventDefinitions } from './operations/operations.ts';
import { personalDataEventDefinitions } from './personal-data/personal-data.ts';
import { planEventDefinitions } from './plans/plans.ts';
import { publicationEventDefinitions } from './publication/publication.ts';
import { subscriptionEventDefinitions } from './subscription/subscription.ts';
import { userEventDefinitions } from './user/user.ts';

const definitions = [
  ...userEventDefinitions,
  ...authorProfileEventDefinitions,
  ...publicationEventDefinitions,
  ...contentEventDefinitions,
  ...engagementEventDefinitions,
  ...subscriptionEventDefinitions,
  ...planEventDefinitions,
  ...adBreakEventDefinitions,
  ...rateCardEventDefinitions,
  ...incomeEventDefinitions,
  ...agendaEventDefinitions,
  ...sitePageEventDefinitions,
  ...contactEventDefinitions,
  ...moderationEventDefinitions,
  ...siteConfigEventDefinitions,
  ...readingMeterEventDefinitions,
  ...legalEventDefinitions,
  ...operationsEventDefinitions,
  ...personalDataEventDefinitions,
] as const;

/** Every event the platform stores, with the schema and version it is written with. */
export const eventDefinitions: readonly EventDefinition[] = definitions;

export type DomainEvent = EventsOf<typeof definitions>;
export type DomainEventType = DomainEvent['type'];

const byType = new Map(eventDefinitions.map((definition) => [definition.type, definition]));

export class UnknownEventType extends Error {
  constructor(readonly type: string) {
    super(`no schema for event type ${type}`);
    this.name = 'UnknownEventType';
  }
}

export function eventDefinition(type: string): EventDefinition {
  const definition = byType.get(type);
  if (!definition) throw new UnknownEventType(type);
  return definition;
}

/** The version an event of this type is written with today. */
export function schemaVersionOf(type: string): number {
  return eventDefinition(type).schemaVersion;
}

/**
 * Turns a stored payload into today's shape: runs the upcasters from its stored version up to the current one,
 * then checks it against the current schema. A stored event is never rewritten; only its reading changes.
 */
export function upcastEvent(type: string, storedVersion: number, data: unknown): DomainEvent {
  return { type, data: upcast(eventDefinition(type), storedVersion, data) } as DomainEvent;
}

export function upcast(definition: EventDefinition, storedVersion: number, data: unknown): unknown {
  let payload = data as Record<string, unknown>;
  for (let version = storedVersion; version < definition.schemaVersion; version += 1) {
    const upcaster = definition.upcasters[version];
    if (!upcaster) throw new Error(`${definition.type} has no upcaster from version ${version}`);
    payload = upcaster(payload);
  }
  return definition.schema.parse(payload);
}
