import { randomUUID } from 'node:crypto';
import type { NewEvent } from '../event-store.ts';

/** An event as a writer appends it, with fresh ids, for tests that need events but no decision. */
export function testEvent(
  type: string,
  data: unknown,
  { actorId = 'test', schemaVersion = 1 }: { actorId?: string; schemaVersion?: number } = {},
): NewEvent {
  return {
    id: randomUUID(),
    type,
    data,
    metadata: {
      correlationId: randomUUID(),
      causationId: randomUUID(),
      actorId,
      occurredAt: '2026-11-22T12:00:00.000Z',
      schemaVersion,
    },
  };
}

/** A catalogued event, for tests whose projections need one they handle. */
export function languageChanged(userId: string, language: string): NewEvent {
  return testEvent('LanguageChanged', { userId, language }, { actorId: userId });
}
