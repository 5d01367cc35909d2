import { z } from 'zod';
import { adminAgendaEvent } from '../admin-operations.ts';
import {
  adminInstant,
  adminResource,
  adminTexts,
  defineAdminResource,
  searchableListFilter,
} from './simple-rest.ts';

/** An event of the agenda /events and /epg show. */
export const adminAgendaEventRecord = z.object({
  id: z.string(),
  slug: z.string(),
  title: adminTexts,
  categorySlug: z.string(),
  startsAt: adminInstant,
  endsAt: adminInstant,
  place: z.string().nullable(),
  online: z.boolean(),
  country: z.string().nullable(),
  organiserId: z.string(),
  cancelled: z.boolean(),
});
export type AdminAgendaEventRecord = z.output<typeof adminAgendaEventRecord>;

const events = adminResource('agenda-events', adminAgendaEventRecord);

export const adminAgendaEventsCalls = defineAdminResource({
  list: events.list('The agenda, latest starting first', {
    sortable: ['id', 'startsAt', 'endsAt', 'slug', 'categorySlug'],
    defaultSort: ['startsAt', 'desc'],
    filter: searchableListFilter({
      categorySlug: z.string().max(100).optional(),
      cancelled: z.boolean().optional(),
    }),
  }),
  getOne: events.getOne('One agenda event'),
  create: events.create(
    'Schedules an event; its slug must be free (409 SLUG_ALREADY_USED)',
    adminAgendaEvent,
  ),
  update: events.update('Edits an event; a new slug must be free, the old one is given up', adminAgendaEvent),
  cancel: events.action('cancel', 'Cancels the event'),
});
