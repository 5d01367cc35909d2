import { randomUUID } from 'node:crypto';
import type { NewEvent } from '../event-store.ts';

/** A catalogued event as a writer appends it, for tests that need events but no decision. */
export function languageChanged(userId: string, language: string): NewEvent {
  return {
    id: randomUUID(),
    type: 'LanguageChanged',
    data: { userId, language },
    metadata: {
      correlationId: randomUUID(),
      causationId: randomUUID(),
      actorId: userId,
      occurredAt: '2026-11-22T12:00:00.000Z',
      schemaVersion: 1,
    },
  };
}
