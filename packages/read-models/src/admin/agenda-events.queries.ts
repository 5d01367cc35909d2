import { adminAgendaEventsCalls, type AdminAgendaEventRecord } from '@afrimedia/contracts';
import { sql } from 'kysely';
import { adminList, type AdminDb } from './list-sql.ts';

/** The agenda /events and /epg show, cancelled events included. */
const agenda = adminList(
  adminAgendaEventsCalls.list,
  (db: AdminDb) => db.selectFrom('pages.agenda').selectAll(),
  () => ({
    key: 'event_id',
    search: ['slug', sql`title::text`],
    equals: { categorySlug: 'category_slug', cancelled: 'cancelled' },
    sortColumns: {
      id: 'event_id',
      startsAt: 'starts_at',
      endsAt: 'ends_at',
      slug: 'slug',
      categorySlug: 'category_slug',
    },
    recordOf: (row): AdminAgendaEventRecord => ({
      id: row.event_id,
      slug: row.slug,
      title: row.title,
      categorySlug: row.category_slug,
      startsAt: row.starts_at.toISOString(),
      endsAt: row.ends_at.toISOString(),
      place: row.place,
      online: row.online,
      country: row.country,
      organiserId: row.organiser_id,
      cancelled: row.cancelled,
    }),
  }),
);

export const agendaEventPage = agenda.page;
export const agendaEventRecord = agenda.one;
