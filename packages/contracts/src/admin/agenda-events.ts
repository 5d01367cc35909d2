import { z } from 'zod';
import { adminAgendaEvent } from '../admin-operations.ts';
import {
  actionCall,
  adminInstant,
  adminTexts,
  createCall,
  defineAdminResource,
  getOneCall,
  listCall,
  searchableListFilter,
  updateCall,
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

const resource = 'agenda-events';
const record = adminAgendaEventRecord;

export const adminAgendaEventsCalls = defineAdminResource({
  list: listCall(resource, {
    summary: 'The agenda, latest starting first',
    record,
    sortable: ['id', 'startsAt', 'endsAt', 'slug', 'categorySlug'],
    defaultSort: ['startsAt', 'desc'],
    filter: searchableListFilter({
      categorySlug: z.string().max(100).optional(),
      cancelled: z.boolean().optional(),
    }),
  }),
  getOne: getOneCall(resource, { summary: 'One agenda event', record }),
  create: createCall(resource, {
    summary: 'Schedules an event; its slug must be free (409 SLUG_ALREADY_USED)',
    record,
    body: adminAgendaEvent,
  }),
  update: updateCall(resource, {
    summary: 'Edits an event; a new slug must be free, the old one is given up',
    record,
    body: adminAgendaEvent,
  }),
  cancel: actionCall(resource, 'cancel', { summary: 'Cancels the event', record }),
});
