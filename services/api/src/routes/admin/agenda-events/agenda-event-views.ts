import { sql } from 'kysely';
import { z } from 'zod';
import type { ApiDb } from '../../../storage/api-db.ts';
import {
  containing,
  idFilter,
  searchFilter,
  type ListPage,
  type ListQuery,
  type ListSpec,
} from '../simple-rest.ts';

export const agendaEventList = {
  sortable: ['id', 'startsAt', 'endsAt', 'slug', 'categorySlug'],
  defaultSort: ['startsAt', 'desc'],
  filter: z.object({
    id: idFilter.optional(),
    q: searchFilter.optional(),
    categorySlug: z.string().max(100).optional(),
    cancelled: z.boolean().optional(),
  }),
} as const satisfies ListSpec<string, z.ZodObject>;

type Sort = (typeof agendaEventList.sortable)[number];
type Filter = z.output<typeof agendaEventList.filter>;

export interface AgendaEventRecord {
  readonly id: string;
  readonly slug: string;
  readonly title: Partial<Record<'en' | 'fr' | 'ar' | 'es', string>>;
  readonly categorySlug: string;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly place: string | null;
  readonly online: boolean;
  readonly country: string | null;
  readonly organiserId: string;
  readonly cancelled: boolean;
}

const columns = {
  id: 'event_id',
  startsAt: 'starts_at',
  endsAt: 'ends_at',
  slug: 'slug',
  categorySlug: 'category_slug',
} as const;

const agenda = (db: ApiDb, filter: Filter) =>
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
    .$if(filter.id !== undefined, (qb) => qb.where('event_id', 'in', [...filter.id!, '']));

type Row = Awaited<ReturnType<ReturnType<ReturnType<typeof agenda>['selectAll']>['execute']>>[number];

const recordOf = (row: Row): AgendaEventRecord => ({
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

export async function agendaEvents(
  db: ApiDb,
  query: ListQuery<Sort, Filter>,
): Promise<ListPage<AgendaEventRecord>> {
  const counted = await agenda(db, query.filter)
    .select(sql<string>`count(*)`.as('total'))
    .executeTakeFirst();
  const rows = await agenda(db, query.filter)
    .selectAll()
    .orderBy(columns[query.sort.field], query.sort.order)
    .orderBy('event_id')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return { total: Number(counted?.total ?? 0), rows: rows.map(recordOf) };
}

export async function agendaEvent(db: ApiDb, id: string): Promise<AgendaEventRecord | undefined> {
  const row = await agenda(db, { id: [id] })
    .selectAll()
    .executeTakeFirst();
  return row && recordOf(row);
}
