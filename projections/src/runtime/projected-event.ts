import { upcastEvent, type DomainEvent } from '@afrimedia/domain';
import type { GlobalPosition, RecordedEvent } from '@afrimedia/event-store';

/** A stored event as projections see it: upcast to today's schema, with where and when it was recorded. */
export interface ProjectedEvent<Event extends DomainEvent = DomainEvent> {
  readonly id: string;
  readonly stream: string;
  /** Its place in its stream, from 0: what an edit's `If-Match` names. */
  readonly version: bigint;
  readonly position: GlobalPosition;
  readonly recordedAt: Date;
  readonly event: Event;
  /** The trace context of the work that appended it, when it was traced. */
  readonly traceparent?: string;
}

/** A stored event upcast for the projections: what they receive, whether read from the store or from Kafka. */
export function toProjected(recorded: RecordedEvent): ProjectedEvent {
  const { id, stream, version, position, recordedAt, type, data, metadata } = recorded;
  return {
    id,
    stream,
    version,
    position,
    recordedAt,
    event: upcastEvent(type, metadata.schemaVersion, data),
    ...(metadata.traceparent ? { traceparent: metadata.traceparent } : {}),
  };
}
