import type {
  AdminAgendaEventRecord,
  adminAgendaEventsCalls,
  AdminListFilter,
  AdminListQuery,
  ListPage,
} from '@afrimedia/contracts';
import { sql } from 'kysely';
import { containing, idsIn, oneOf, pageOf, type AdminDb } from './list-sql.ts';

type List = typeof adminAgendaEventsCalls.list;
type Filter = AdminListFilter<List>;

const sortColumns = {
  id: 'event_id',
  startsAt: 'starts_at',
  endsAt: 'ends_at',
  slug: 'slug',
  categorySlug: 'category_slug',
} as const;

const agenda = (db: AdminDb, filter: Filter) =>
  db
    .selectFrom('pages.agenda')
    .$if(Boolean(filter.q), (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('slug', 'ilike', containing(filter.q!)),
          eb(sql`title::text`, 'ilike', containing(filter.q!)),
        ]),
      ),
    )
    .$if(filter.categorySlug !== undefined, (qb) => qb.where('category_slug', '=', filter.categorySlug!))
    .$if(filter.cancelled !== undefined, (qb) => qb.where('cancelled', '=', filter.cancelled!))
    .$if(filter.id !== undefined, (qb) => qb.where('event_id', 'in', idsIn(filter.id!)));

type Row = Awaited<ReturnType<ReturnType<ReturnType<typeof agenda>['selectAll']>['execute']>>[number];

const recordOf = (row: Row): AdminAgendaEventRecord => ({
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
});

/** The agenda /events and /epg show, cancelled events included. */
export function agendaEventPage(
  db: AdminDb,
  query: AdminListQuery<List>,
): Promise<ListPage<AdminAgendaEventRecord>> {
  return pageOf(agenda(db, query.filter).selectAll(), query, { sortColumns, key: 'event_id' }, recordOf);
}

export function agendaEventRecord(db: AdminDb, id: string): Promise<AdminAgendaEventRecord | undefined> {
  return oneOf(agenda(db, { id: [id] }).selectAll(), recordOf);
}
