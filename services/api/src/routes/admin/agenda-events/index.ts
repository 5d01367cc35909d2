import { adminAgendaEventsCalls as calls, type adminAgendaEvent } from '@afrimedia/contracts';
import { agendaDecider, agendaStream, reservations, type AgendaForm } from '@afrimedia/domain';
import { adminQueries } from '@afrimedia/read-models';
import { Router } from 'express';
import type { z } from 'zod';
import { newStreamId } from '../../../commands/dispatch.ts';
import { admin } from '../../../http/guards.ts';
import { readModelsOf } from '../../../storage/api-db.ts';
import type { RouteDeps } from '../../route-deps.ts';
import { serveResource } from '../simple-rest.ts';

function formOf(body: z.output<typeof adminAgendaEvent>): AgendaForm {
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
  const db = readModelsOf(deps.db);
  const resource = serveResource(router, calls, {
    list: (query) => adminQueries.agendaEventPage(db, query),
    getOne: (id) => adminQueries.agendaEventRecord(db, id),
    async create({ body, request }) {
      const user = admin(request);
      const form = formOf(body);
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
      return eventId;
    },
    update: {
      async run({ id: eventId, body, request }) {
        const user = admin(request);
        const form = formOf(body);
        // The slug it leaves is given up once the new one is taken, in the same append.
        const previous = await adminQueries.agendaEventRecord(db, eventId);
        await deps.dispatch(request, {
          stream: agendaStream(eventId),
          decider: agendaDecider,
          command: { type: 'UpdateEvent', data: { ...form, eventId, actorIsAdmin: user.role === 'admin' } },
          reservations: [slugTaken(form.slug)],
          ...(previous && previous.slug !== form.slug
            ? { releases: [reservations.agendaSlug(previous.slug)] }
            : {}),
        });
      },
    },
  });
  resource.action(calls.cancel, async ({ params, request }) => {
    const user = admin(request);
    await deps.dispatch(request, {
      stream: agendaStream(params.id),
      decider: agendaDecider,
      command: { type: 'CancelEvent', data: { eventId: params.id, actorIsAdmin: user.role === 'admin' } },
    });
  });
  return router;
}
