import { adminAgendaEvent } from '@afrimedia/contracts';
import { agendaDecider, agendaStream, reservations, type AgendaForm } from '@afrimedia/domain';
import { Router, type Request } from 'express';
import { newStreamId } from '../../../commands/dispatch.ts';
import { admin } from '../../../http/guards.ts';
import { parseInput } from '../../../http/validate.ts';
import type { RouteDeps } from '../../route-deps.ts';
import { addList, found } from '../simple-rest.ts';
import { agendaEvent, agendaEventList, agendaEvents } from './agenda-event-views.ts';

function formOf(request: Request): AgendaForm {
  const body = parseInput(adminAgendaEvent, request.body ?? {});
  return {
    slug: body.slug,
    title: body.title,
    categorySlug: body.categorySlug,
    startsAt: body.startsAt,
    endsAt: body.endsAt,
    online: body.online,
    ...(body.place ? { place: body.place } : {}),
    ...(body.country ? { country: body.country } : {}),
  };
}

const slugTaken = (slug: string) => ({
  ...reservations.agendaSlug(slug),
  conflict: 'SLUG_ALREADY_USED' as const,
});

/** The agenda /events and /epg show: the platform team schedules, edits and cancels its events. */
export function agendaEventsRoutes(deps: RouteDeps): Router {
  const router = Router();
  addList(router, 'agenda-events', agendaEventList, (query) => agendaEvents(deps.db, query));
  router.get('/:id', async (request, response) => {
    response.json(found(await agendaEvent(deps.db, request.params.id)));
  });
  router.post('/', async (request, response) => {
    const user = admin(request);
    const form = formOf(request);
    const eventId = newStreamId(request, 'agenda-event');
    await deps.dispatch(request, {
      stream: agendaStream(eventId),
      decider: agendaDecider,
      command: {
        type: 'ScheduleEvent',
        data: { ...form, eventId, organiserId: user.user_id, organiserVerified: user.role === 'admin' },
      },
      reservations: [slugTaken(form.slug)],
    });
    response.status(201).json(found(await agendaEvent(deps.db, eventId)));
  });
  router.put('/:id', async (request, response) => {
    const user = admin(request);
    const form = formOf(request);
    const eventId = request.params.id;
    // The slug it leaves is given up once the new one is taken, in the same append.
    const previous = await agendaEvent(deps.db, eventId);
    await deps.dispatch(request, {
      stream: agendaStream(eventId),
      decider: agendaDecider,
      command: { type: 'UpdateEvent', data: { ...form, eventId, actorIsAdmin: user.role === 'admin' } },
      reservations: [slugTaken(form.slug)],
      ...(previous && previous.slug !== form.slug
        ? { releases: [reservations.agendaSlug(previous.slug)] }
        : {}),
    });
    response.json(found(await agendaEvent(deps.db, eventId)));
  });
  router.post('/:id/cancel', async (request, response) => {
    const user = admin(request);
    const eventId = request.params.id;
    await deps.dispatch(request, {
      stream: agendaStream(eventId),
      decider: agendaDecider,
      command: { type: 'CancelEvent', data: { eventId, actorIsAdmin: user.role === 'admin' } },
    });
    response.json(found(await agendaEvent(deps.db, eventId)));
  });
  return router;
}
