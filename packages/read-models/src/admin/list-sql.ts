import type {
  AdminListCall,
  AdminListFilter,
  AdminListQuery,
  ListPage,
  ListQuery,
} from '@afrimedia/contracts';
import {
  sql,
  type Expression,
  type Kysely,
  type OrderByExpression,
  type SelectQueryBuilder,
  type SqlBool,
  type StringReference,
} from 'kysely';
import type { ReadModels } from '../database.ts';

/** The read models, as the admin queries read them. */
export type AdminDb = Kysely<ReadModels>;

/** `text` as an ILIKE pattern matching values that contain it, its own % and _ taken literally. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Whole seconds from `since` to `until` (never negative): how long an item waited, or has waited so far. */
export const secondsBetween = (since: Date, until: Date): number =>
  Math.max(0, Math.floor((until.getTime() - since.getTime()) / 1000));

/**
 * The wait as SQL, to sort by: from `since` to the decision, or to `now` while undecided (a row never
 * submitted waited nothing).
 */
export const waitExpression = (since: string, decided: string, now: Date) =>
  sql<string>`coalesce(${sql.ref(decided)}, ${now}::timestamptz) - coalesce(${sql.ref(since)}, ${now}::timestamptz)`;

/** How many rows the filtered query selects. */
async function countOf<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  const counted = await query.select(sql<string>`count(*)`.as('total')).executeTakeFirst();
  return Number((counted as { total?: string } | undefined)?.total ?? 0);
}

/** How a list sorts its rows by the field the console asks for. */
export interface ListOrder<DB, TB extends keyof DB, O, Field extends string> {
  readonly sortColumns: { readonly [F in Field]: OrderByExpression<DB, TB, O> };
  /** Sorted on last, so that rows equal on the field keep one order and pages neither skip nor repeat one. */
  readonly key: OrderByExpression<DB, TB, O>;
  /** For fields that may be null: Postgres sorts nulls first when descending, the console wants them last. */
  readonly nullsLast?: boolean;
}

/** getMany's ids as an IN list: never empty, since `in ()` is not SQL. */
const idsIn = (ids: readonly string[]): string[] => [...ids, ''];

/** A column of the rows a list reads, or an expression over them. */
type Column<DB, TB extends keyof DB> = StringReference<DB, TB> | Expression<unknown>;

/** A column's name as an SQL reference; an expression as it is. */
const sqlOf = (column: string | Expression<unknown>) =>
  typeof column === 'string' ? sql.ref(column) : column;

/**
 * How one admin list call reads its records, once it has its rows: the column each field of its filter matches,
 * how it sorts, and the record of a row. `key` names a record: getMany's and getOne's ids are matched on it, and
 * rows equal on the sort field are sorted on it.
 */
export type AdminListSource<DB, TB extends keyof DB, O, List extends AdminListCall, Record> = ListOrder<
  DB,
  TB,
  O,
  ListField<List>
> & {
  readonly key: Column<DB, TB>;
  /** The column each of the filter's own fields must equal (every one of them). */
  readonly equals: { readonly [F in Exclude<keyof AdminListFilter<List>, 'id' | 'q'>]-?: Column<DB, TB> };
  readonly recordOf: (row: O) => Record;
} & ('q' extends keyof AdminListFilter<List>
    ? /** The columns the search box's text is looked for in (ILIKE, in any of them). */
      { readonly search: readonly [Column<DB, TB>, ...Column<DB, TB>[]] }
    : { readonly search?: never });

type ListField<List extends AdminListCall> = AdminListQuery<List>['sort']['field'];

/** The rows of `source` its filter selects: getMany's ids, the search box's text, the list's own fields. */
function filtered<DB, TB extends keyof DB, O, List extends AdminListCall>(
  rows: SelectQueryBuilder<DB, TB, O>,
  source: AdminListSource<DB, TB, O, List, unknown>,
  filter: { readonly id?: readonly string[]; readonly q?: string } & Record<string, unknown>,
): SelectQueryBuilder<DB, TB, O> {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.id !== undefined) conditions.push(sql`${sqlOf(source.key)} in (${sql.join(idsIn(filter.id))})`);
  const { search } = source as { readonly search?: readonly Column<DB, TB>[] };
  if (filter.q && search) {
    const pattern = containing(filter.q);
    const matches = search.map((column) => sql`${sqlOf(column)} ilike ${pattern}`);
    conditions.push(sql`(${sql.join(matches, sql` or `)})`);
  }
  for (const [field, column] of Object.entries<Column<DB, TB>>(source.equals)) {
    const value = filter[field];
    if (value !== undefined) conditions.push(sql`${sqlOf(column)} = ${value}`);
  }
  return conditions.reduce((selected, condition) => selected.where(condition), rows);
}

/**
 * The queries of one admin list call (`list`, whose contract says what the list sorts and filters by, so that
 * `source` must handle each of its sort fields and filter fields): `rows` reads its rows and columns before any
 * filter, `source` says how the list filters, sorts and answers them. `source` may take a context (the time a
 * wait is counted to), which `page` and `one` then take between the database and the query or the id. A new
 * resource's queries, say subscription plans:
 *
 *     const plans = adminList(
 *       adminSubscriptionPlansCalls.list,
 *       (db: AdminDb) => db.selectFrom('operations.plans').selectAll(),
 *       () => ({
 *         key: 'plan_id',
 *         search: ['name'],
 *         equals: { active: 'active' },
 *         sortColumns: { id: 'plan_id', name: 'name', priceCents: 'price_cents' },
 *         recordOf: (row): AdminSubscriptionPlanRecord => ({ id: row.plan_id, name: row.name, ... }),
 *       }),
 *     );
 *     export const subscriptionPlanPage = plans.page; // (db, query)
 *     export const subscriptionPlanRecord = plans.one; // (db, id)
 */
export function adminList<
  List extends AdminListCall,
  Context extends unknown[],
  DB,
  TB extends keyof DB,
  O,
  Record,
>(
  _list: List,
  rows: (db: AdminDb) => SelectQueryBuilder<DB, TB, O>,
  source: (...context: Context) => AdminListSource<DB, TB, O, List, Record>,
) {
  return {
    page(
      db: AdminDb,
      ...args: [...context: Context, query: AdminListQuery<List>]
    ): Promise<ListPage<Record>> {
      const query = args.pop() as AdminListQuery<List>;
      const of = source(...(args as unknown as Context));
      return pageOf(filtered(rows(db), of, query.filter), query, of, of.recordOf);
    },
    one(db: AdminDb, ...args: [...context: Context, id: string]): Promise<Record | undefined> {
      const id = args.pop() as string;
      const of = source(...(args as unknown as Context));
      return oneOf(filtered(rows(db), of, { id: [id] }), of.recordOf);
    },
  };
}

/** One page of the rows `selected` reads, as the query sorts and ranges them, and how many its filter matches. */
export async function pageOf<DB, TB extends keyof DB, O, Field extends string, Record>(
  selected: SelectQueryBuilder<DB, TB, O>,
  query: ListQuery<Field, unknown>,
  order: NoInfer<ListOrder<DB, TB, O, Field>>,
  recordOf: (row: NoInfer<O>) => Record,
): Promise<ListPage<Record>> {
  const { field, order: direction } = query.sort;
  const rows = await selected
    .orderBy(
      order.sortColumns[field],
      order.nullsLast ? (ob) => (direction === 'asc' ? ob.asc() : ob.desc()).nullsLast() : direction,
    )
    .orderBy(order.key)
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return { total: await countOf(selected.clearSelect()), rows: rows.map(recordOf) };
}

/** The record of the row `selected` reads (its filter names one id), or undefined when there is none. */
export async function oneOf<DB, TB extends keyof DB, O, Record>(
  selected: SelectQueryBuilder<DB, TB, O>,
  recordOf: (row: NoInfer<O>) => Record,
): Promise<Record | undefined> {
  const row = await selected.executeTakeFirst();
  return row && recordOf(row);
}

/** A person's fields as admin records name them, from the columns accounts.users and admin_queues.people share. */
export const personOf = <Email extends string | null>(row: {
  email: Email;
  first_name: string | null;
  last_name: string | null;
}) => ({ email: row.email, firstName: row.first_name, lastName: row.last_name });
