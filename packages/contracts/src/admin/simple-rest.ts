import { z } from 'zod';
import type { CallContract } from '../call.ts';

/*
 * The admin console's API (/api/admin) speaks ra-data-simple-rest: a list is `GET /admin/<resource>` with the
 * JSON texts `sort`, `range` and `filter` in its query, answering an array and `Content-Range`; a record is
 * `GET /admin/<resource>/:id`; actions are `POST /admin/<resource>/:id/<action>`. The builders below make those
 * calls' contracts, so the API serves and the OpenAPI document describes each from one definition.
 */

/** The largest page a list answers: a console asking for more gets 400, not a slow query. */
export const MAX_PAGE_SIZE = 100;
/** The page a list answers when the console sends no `range`. */
export const DEFAULT_PAGE_SIZE = 25;

export type SortOrder = 'asc' | 'desc';

/** getMany sends `filter={"id":[...]}`; a reference field may send one id. Filters take it with this field. */
const idFilter = z
  .union([z.string().max(200), z.array(z.string().max(200)).max(MAX_PAGE_SIZE)])
  .transform((ids) => (Array.isArray(ids) ? ids : [ids]));

/** Free-text search as the console sends it in `filter.q`. */
const searchFilter = z.string().trim().max(200);

/** A list's filter: getMany's `id`, then the list's own fields. */
export const listFilter = <const Fields extends Record<string, z.ZodType> = Record<never, never>>(
  fields: Fields = {} as Fields,
) => z.object({ id: idFilter.optional() }).extend(fields);

/** The filter of a list the console searches: getMany's `id`, the search box's `q`, then the list's own fields. */
export const searchableListFilter = <const Fields extends Record<string, z.ZodType> = Record<never, never>>(
  fields: Fields = {} as Fields,
) => z.object({ id: idFilter.optional(), q: searchFilter.optional() }).extend(fields);

/** An instant as the admin API writes it: ISO 8601 in UTC (`2026-11-23T12:00:00.000Z`). */
export const adminInstant = z.iso.datetime();

/** Texts per interface language, as the console shows and edits them. */
export const adminTexts = z.object({
  en: z.string().optional(),
  fr: z.string().optional(),
  ar: z.string().optional(),
  es: z.string().optional(),
});

/** What one admin list may be sorted and filtered by; filters are a zod object over the `filter` JSON. */
export interface SimpleRestList<Field extends string = string, Filter extends z.ZodObject = z.ZodObject> {
  /** The resource as its URL names it, and as `Content-Range` starts. */
  readonly resource: string;
  readonly sortable: readonly Field[];
  readonly defaultSort: readonly [Field, SortOrder];
  /** Read strictly: an unknown key is refused. */
  readonly filter: Filter;
}

/** A call of the admin API: a call contract, and for a list what its `sort`, `range` and `filter` take. */
export interface AdminCallContract extends CallContract {
  readonly access: 'admin';
  readonly list?: SimpleRestList;
  /** The media type of the answer when it is not JSON (the event export's NDJSON, one record a line). */
  readonly produces?: string;
}

/** An admin list: `GET /admin/<resource>` answering an array of records with `Content-Range`. */
export interface AdminListCall<
  Record extends z.ZodType = z.ZodType,
  Field extends string = string,
  Filter extends z.ZodObject = z.ZodObject,
> extends AdminCallContract {
  readonly method: 'get';
  readonly list: SimpleRestList<Field, Filter>;
  readonly response: z.ZodArray<Record>;
}

/** A call on one record, `…/:id…`. */
export interface AdminRecordCall<Record extends z.ZodType = z.ZodType> extends AdminCallContract {
  readonly params: typeof recordParams;
  readonly response: Record;
}

/** The record a call names in its path. */
export const recordParams = z.object({ id: z.string() });

export const isAdminListCall = (call: CallContract): call is AdminListCall =>
  (call as AdminCallContract).list !== undefined;

/** The sortable fields of a list and the order, as `sort` takes them (`["createdAt","DESC"]`, any case). */
export const listSort = (sortable: readonly [string, ...string[]]) =>
  z.tuple([z.enum(sortable), z.enum(['ASC', 'DESC'])]);

/** The first and the last index of a page, both inclusive (`[0,24]`), at most MAX_PAGE_SIZE records. */
export const listRange = z
  .tuple([z.int().min(0), z.int().min(0)])
  .meta({ examples: [[0, 24] as const, [0, 9] as const, [10, 19] as const] });

const nonEmpty = (fields: readonly string[]): [string, ...string[]] => {
  const [first, ...rest] = fields;
  if (first === undefined) throw new Error('an admin list sorts by at least one field');
  return [first, ...rest];
};

/**
 * The list's query parameters for the OpenAPI document: each a JSON text (`content: application/json`), as
 * ra-data-simple-rest sends them.
 */
export function listQueryParameters(list: SimpleRestList) {
  const jsonSchema = (schema: z.ZodType) => {
    const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    return rest;
  };
  const parameter = (name: string, description: string, schema: z.ZodType) => ({
    in: 'query' as const,
    name,
    description,
    content: { 'application/json': { schema: jsonSchema(schema) } },
  });
  return [
    parameter(
      'sort',
      `Field and order, case-insensitive; by default ${JSON.stringify(list.defaultSort)}`,
      listSort(nonEmpty(list.sortable)),
    ),
    parameter(
      'range',
      `First and last index, inclusive, at most ${MAX_PAGE_SIZE} records; by default [0,${DEFAULT_PAGE_SIZE - 1}]`,
      listRange,
    ),
    parameter(
      'filter',
      'Every key optional, none other; `id` (one or an array) is getMany',
      list.filter.strict(),
    ),
  ];
}

const listDescription = (resource: string) =>
  `An array of records. Content-Range: \`${resource} <first>-<last>/<total matching the filter>\`. ` +
  'A malformed sort, range or filter, an unknown key, or a page above the maximum is 400 INVALID_LIST_QUERY';

/**
 * The calls of one simple-rest resource, written from its URL name and the record they answer, so that a
 * resource's file says only what is its own: summaries, what its list sorts and filters by, the bodies it takes.
 * A new resource is one builder and one `defineAdminResource`, then one key in `adminResources` (index.ts):
 *
 *     const plans = adminResource('subscription-plans', adminSubscriptionPlanRecord);
 *     export const adminSubscriptionPlansCalls = defineAdminResource({
 *       list: plans.list('The plans readers may subscribe to', {
 *         sortable: ['id', 'name', 'priceCents'],
 *         defaultSort: ['name', 'asc'],
 *         filter: searchableListFilter({ active: z.boolean().optional() }),
 *       }),
 *       getOne: plans.getOne('One plan'),
 *       create: plans.create('Adds a plan', adminSubscriptionPlan),
 *       update: plans.update('Edits a plan', adminSubscriptionPlan),
 *       withdraw: plans.action('withdraw', 'Takes the plan off sale', adminReason),
 *     });
 *
 * Every call answers `record`; a list whose rows are lighter (when `record` is a detail, as a publication with
 * its articles) names its rows' schema in its own `record`. The API serves the resource with `serveResource`
 * (services/api/src/routes/admin/simple-rest.ts), and the OpenAPI document describes it from these calls.
 */
export function adminResource<Record extends z.ZodType>(resource: string, record: Record) {
  return {
    /**
     * `GET /admin/<resource>`: one page of records, as ra-data-simple-rest's getList and getMany. Its rows are
     * `record` unless it names its own (inferred from that alone, hence NoInfer, not from where the call goes).
     */
    list<const Field extends string, Filter extends z.ZodObject, Row extends z.ZodType = Record>(
      summary: string,
      options: {
        readonly sortable: readonly Field[];
        readonly defaultSort: readonly [NoInfer<Field>, SortOrder];
        readonly filter: Filter;
        readonly record?: Row;
      },
    ): AdminListCall<NoInfer<Row>, Field, Filter> {
      const { sortable, defaultSort, filter } = options;
      return {
        method: 'get',
        path: `/admin/${resource}`,
        summary: `${summary}. ${listDescription(resource)}`,
        access: 'admin',
        list: { resource, sortable, defaultSort, filter },
        response: z.array((options.record ?? record) as Row),
      };
    },

    /** `GET /admin/<resource>/:id`: one record, or 404 NOT_FOUND. */
    getOne: (summary: string) =>
      ({
        method: 'get',
        path: `/admin/${resource}/:id`,
        summary: `${summary}, or 404 NOT_FOUND`,
        access: 'admin',
        params: recordParams,
        response: record,
      }) as const satisfies AdminRecordCall<Record>,

    /** `POST /admin/<resource>/:id/<action>`: a decision on one record, answering the record as it then is. */
    action: <Body extends z.ZodType | undefined = undefined>(action: string, summary: string, body?: Body) =>
      ({
        method: 'post',
        path: `/admin/${resource}/:id/${action}`,
        summary,
        access: 'admin',
        params: recordParams,
        body: body as Body,
        response: record,
      }) as const satisfies AdminRecordCall<Record>,

    /** `POST /admin/<resource>`: a new record, answered with 201 and the record. */
    create: <Body extends z.ZodType>(summary: string, body: Body) =>
      ({
        method: 'post',
        path: `/admin/${resource}`,
        summary,
        access: 'admin',
        body,
        status: 201,
        response: record,
      }) as const satisfies AdminCallContract,

    /** `PUT /admin/<resource>/:id`: the record edited, answered as it then is. */
    update: <Body extends z.ZodType>(summary: string, body: Body) =>
      ({
        method: 'put',
        path: `/admin/${resource}/:id`,
        summary,
        access: 'admin',
        params: recordParams,
        body,
        response: record,
      }) as const satisfies AdminRecordCall<Record>,
  };
}

/** The calls of one simple-rest resource: its list and its record, and what else it serves. */
export interface AdminResourceCalls {
  readonly list: AdminListCall;
  readonly getOne: AdminRecordCall;
  readonly [call: string]: AdminCallContract;
}

/** Names a resource's calls, keeping each call's own type. */
export const defineAdminResource = <const Calls extends AdminResourceCalls>(calls: Calls): Calls => calls;

/** The record type of a list's rows. */
export type AdminRecordOf<Call extends { readonly response: z.ZodType }> =
  z.output<Call['response']> extends readonly (infer Row)[] ? Row : z.output<Call['response']>;

/** A parsed list query: `range` turned into offset and limit, the filter read by its schema. */
export interface ListQuery<Field extends string = string, Filter = unknown> {
  readonly sort: { readonly field: Field; readonly order: SortOrder };
  readonly offset: number;
  readonly limit: number;
  readonly filter: Filter;
}

/** One page of a list and how many records match the filter in all. */
export interface ListPage<Row> {
  readonly rows: readonly Row[];
  readonly total: number;
}

/** The fields a list call sorts by. */
export type AdminListSort<Call> =
  Call extends AdminListCall<z.ZodType, infer Field, z.ZodObject> ? Field : never;

/** A list call's filter, as parsed. */
export type AdminListFilter<Call> =
  Call extends AdminListCall<z.ZodType, string, infer Filter> ? z.output<Filter> : never;

/** A list call's query, as parsed. */
export type AdminListQuery<Call> = ListQuery<AdminListSort<Call>, AdminListFilter<Call>>;
