import type { AgendaEvent } from './event-title.ts';

/** An agenda event as the API answers it, for screen tests; override what a test is about. */
export function testEvent(overrides: Partial<AgendaEvent> = {}): AgendaEvent {
  return {
    id: `event-${overrides.slug ?? 'nuit-du-mbalax'}`,
    slug: 'nuit-du-mbalax',
    title: { en: 'Mbalax night', fr: 'Nuit du mbalax' },
    category: 'music',
    starts_at: '2026-06-02T18:00:00.000Z',
    ends_at: '2026-06-02T20:30:00.000Z',
    place: 'Dakar',
    online: false,
    country: 'sn',
    ...overrides,
  };
}
