import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Spec §2: the agenda, a category of it, one event, my events, and the guide. */
export const eventRoutes: RouteConfigEntry[] = [
  route('events', 'routes/events/agenda.tsx', { id: 'events' }),
  route('events/category/:slug?', 'routes/events/agenda.tsx', { id: 'events-category' }),
  route('events/myEvents', 'routes/events/my-events.tsx', { id: 'events-mine' }),
  route('events/:slug', 'routes/events/event.tsx', { id: 'event' }),
  route('epg', 'routes/events/epg.tsx', { id: 'epg' }),
];
