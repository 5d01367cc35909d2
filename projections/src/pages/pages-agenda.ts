import type { ProjectionPart } from '../runtime/define-projection.ts';
import type { EventOfType } from '../runtime/event-handlers.ts';

/** The agenda of coming events. */
export const pagesAgenda: ProjectionPart = {
  tables: ['pages.agenda'],
  handlers: {
    EventScheduled: (trx, { event }) =>
      trx
        .insertInto('pages.agenda')
        .values({
          event_id: event.data.eventId,
          organiser_id: event.data.organiserId,
          ...agendaFields(event.data),
        })
        .onConflict((conflict) => conflict.column('event_id').doNothing())
        .execute(),
    EventUpdated: (trx, { event }) =>
      trx
        .updateTable('pages.agenda')
        .set(agendaFields(event.data))
        .where('event_id', '=', event.data.eventId)
        .execute(),
    EventCancelled: (trx, { event }) =>
      trx
        .updateTable('pages.agenda')
        .set({ cancelled: true })
        .where('event_id', '=', event.data.eventId)
        .execute(),
  },
};

function agendaFields(data: EventOfType<'EventScheduled' | 'EventUpdated'>['data']) {
  return {
    slug: data.slug,
    title: JSON.stringify(data.title),
    category_slug: data.categorySlug,
    starts_at: new Date(data.startsAt),
    ends_at: new Date(data.endsAt),
    place: data.place ?? null,
    online: data.online,
    country: data.country ?? null,
  };
}
