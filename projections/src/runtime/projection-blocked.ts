import type { GlobalPosition } from '@afrimedia/event-store';

/** The event a projection cannot get past, as operators need it to find it in the store. */
export interface BlockingEvent {
  readonly id: string;
  readonly type: string;
  readonly stream: string;
  /** The global position, `commit/prepare`. */
  readonly position: string;
}

/**
 * A projection failed on one event: its checkpoint stays just before it, and every retry meets it again until the
 * projection (or an upcaster) is fixed. The message names the event, so logs and health say where it is stuck.
 */
export class ProjectionBlocked extends Error {
  readonly event: BlockingEvent;

  constructor(
    readonly projection: string,
    event: { id: string; type: string; stream: string; position: GlobalPosition },
    cause: unknown,
  ) {
    const position = `${event.position.commit}/${event.position.prepare}`;
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      `${projection} is blocked on ${event.type} ${event.id} (stream ${event.stream}, position ${position}): ${reason}`,
      { cause },
    );
    this.name = 'ProjectionBlocked';
    this.event = { id: event.id, type: event.type, stream: event.stream, position };
  }
}
