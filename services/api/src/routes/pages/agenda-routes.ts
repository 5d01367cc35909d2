import { pagesCalls } from '@afrimedia/contracts';
import { reject } from '@afrimedia/domain';
import { agendaEventBySlug, epgSchedule, upcomingAgenda } from '@afrimedia/read-models';
import { Router } from 'express';
import { addRoute } from '../define-route.ts';
import type { PagesDeps } from './pages-deps.ts';
import { agendaView } from './views.ts';

/** The agenda (/events) and the guide (/epg), both as of the request's clock. */
export function agendaRoutes({ db }: PagesDeps): Router {
  const router = Router();

  addRoute(router, pagesCalls.events, async ({ query, request }) => {
    const events = await upcomingAgenda(db, request.ctx.now, { categorySlug: query.category });
    return events.map(agendaView);
  });

  addRoute(router, pagesCalls.event, async ({ params }) => {
    const event = await agendaEventBySlug(db, params.slug);
    if (!event) throw reject('NOT_FOUND');
    return agendaView(event);
  });

  addRoute(router, pagesCalls.epg, async ({ query, request }) => {
    const days = await epgSchedule(db, request.ctx.now, query.days);
    return days.map(({ day, events }) => ({ day, events: events.map(agendaView) }));
  });

  return router;
}
