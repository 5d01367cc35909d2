import type {
  AdminAgendaEventRecord,
  adminAgendaEventsCalls,
  AdminListFilter,
  AdminListQuery,
  ListPage,
} from '@afrimedia/contracts';
import { sql } from 'kysely';
import { containing, countOf, idsIn, type AdminDb } from './list-sql.ts';

type List = typeof adminAgendaEventsCalls.list;
type Filter = AdminListFilter<List>;

const columns = {
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
export async function agendaEventPage(
  db: AdminDb,
  query: AdminListQuery<List>,
): Promise<ListPage<AdminAgendaEventRecord>> {
  const rows = await agenda(db, query.filter)
    .selectAll()
    .orderBy(columns[query.sort.field], query.sort.order)
    .orderBy('event_id')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return { total: await countOf(agenda(db, query.filter)), rows: rows.map(recordOf) };
}

export async function agendaEventRecord(
  db: AdminDb,
  id: string,
): Promise<AdminAgendaEventRecord | undefined> {
  const row = await agenda(db, { id: [id] })
    .selectAll()
    .executeTakeFirst();
  return row && recordOf(row);
}
