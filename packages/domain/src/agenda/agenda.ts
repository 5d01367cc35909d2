import { z } from 'zod';
import { defineEvent, type EventsOf } from '../core/event-definition.ts';
import { SUPPORTED_LANGUAGES } from '../rules/languages.ts';

const instant = z.iso.datetime({ offset: true });

export const agendaStream = (eventId: string) => `agenda-${eventId}`;

const agendaFields = {
  slug: z.string().min(1),
  /** Per interface language, like contents' short names. */
  title: z.partialRecord(z.enum(SUPPORTED_LANGUAGES), z.string()),
  categorySlug: z.string().min(1),
  startsAt: instant,
  endsAt: instant,
  place: z.string().optional(),
  online: z.boolean(),
  country: z.string().optional(),
};

export const EventScheduled = defineEvent(
  'EventScheduled',
  z.object({ eventId: z.string(), organiserId: z.string(), ...agendaFields, scheduledAt: instant }),
);
export const EventUpdated = defineEvent(
  'EventUpdated',
  z.object({ eventId: z.string(), ...agendaFields, updatedAt: instant }),
);
export const EventCancelled = defineEvent(
  'EventCancelled',
  z.object({ eventId: z.string(), cancelledAt: instant }),
);

export const agendaEventDefinitions = [EventScheduled, EventUpdated, EventCancelled] as const;
export type AgendaEvent = EventsOf<typeof agendaEventDefinitions>;

export type AgendaState =
  | { readonly status: 'none' }
  | { readonly status: 'scheduled'; readonly eventId: string; readonly organiserId: string }
  | { readonly status: 'cancelled'; readonly eventId: string };

export const initialAgendaState = (): AgendaState => ({ status: 'none' });

export function evolveAgenda(state: AgendaState, event: AgendaEvent): AgendaState {
  switch (event.type) {
    case 'EventScheduled':
      return { status: 'scheduled', eventId: event.data.eventId, organiserId: event.data.organiserId };
    case 'EventUpdated':
      return state;
    case 'EventCancelled':
      return { status: 'cancelled', eventId: event.data.eventId };
  }
}
