import { reject } from '@afrimedia/domain';
import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { holdsUnsafeText } from '../../http/safe-text.ts';

/** The largest page a list answers: a console asking for more gets 400, not a slow query. */
export const MAX_PAGE_SIZE = 100;
const DEFAULT_PAGE_SIZE = 25;

export type SortOrder = 'asc' | 'desc';

/** What one admin list may be sorted and filtered by; filters are a zod object over the `filter` JSON. */
export interface ListSpec<Field extends string, Filter extends z.ZodObject> {
  readonly sortable: readonly Field[];
  readonly defaultSort: readonly [Field, SortOrder];
  readonly filter: Filter;
}

/** A parsed ra-data-simple-rest list query: `range` is turned into offset and limit. */
export interface ListQuery<Field extends string, Filter> {
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

/** getMany sends `filter={"id":[...]}`; a reference field may send one id. Filters take it with this field. */
export const idFilter = z
  .union([z.string().max(200), z.array(z.string().max(200)).max(MAX_PAGE_SIZE)])
  .transform((ids) => (Array.isArray(ids) ? ids : [ids]));

/** Free-text search as the console sends it in `filter.q`. */
export const searchFilter = z.string().trim().max(200);

const sortSchema = z.tuple([z.string(), z.string().transform((order) => order.toLowerCase())]);
const rangeSchema = z
  .tuple([z.number().int().min(0), z.number().int().min(0)])
  .refine(([first, last]) => last >= first && last - first < MAX_PAGE_SIZE);

/** The single value of a query parameter, or undefined; a repeated parameter is malformed. */
function single(request: Request, name: string): string | undefined {
  const value = request.query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw reject('INVALID_LIST_QUERY', name);
  return value;
}

/**
 * The JSON of a query parameter. Its escapes (`\u0000`) slip past the check of the raw URL, so the strings they
 * make are checked here: PostgreSQL stores no NUL, and a query holding one fails.
 */
function parsedJson(request: Request, name: string): unknown {
  const text = single(request, name);
  if (text === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw reject('INVALID_LIST_QUERY', name);
  }
  if (holdsUnsafeText(parsed)) throw reject('INVALID_LIST_QUERY', name);
  return parsed;
}

function parseSort<Field extends string>(
  request: Request,
  spec: ListSpec<Field, z.ZodObject>,
): ListQuery<Field, unknown>['sort'] {
  const raw = parsedJson(request, 'sort');
  if (raw === undefined) return { field: spec.defaultSort[0], order: spec.defaultSort[1] };
  const parsed = sortSchema.safeParse(raw);
  if (!parsed.success) throw reject('INVALID_LIST_QUERY', 'sort');
  const [field, order] = parsed.data;
  const known = spec.sortable.find((candidate) => candidate === field);
  if (known === undefined || (order !== 'asc' && order !== 'desc'))
    throw reject('INVALID_LIST_QUERY', 'sort');
  return { field: known, order };
}

function parseRange(request: Request): { offset: number; limit: number } {
  const raw = parsedJson(request, 'range');
  if (raw === undefined) return { offset: 0, limit: DEFAULT_PAGE_SIZE };
  const parsed = rangeSchema.safeParse(raw);
  if (!parsed.success) throw reject('INVALID_LIST_QUERY', 'range');
  const [first, last] = parsed.data;
  return { offset: first, limit: last - first + 1 };
}

/**
 * Reads ra-data-simple-rest's `sort=["field","ASC"]`, `range=[0,24]` (inclusive) and `filter={...}`. Malformed
 * JSON, text with a NUL or a lone surrogate, an unknown sort field or filter key, or a page above MAX_PAGE_SIZE
 * is INVALID_LIST_QUERY (400).
 */
export function listQuery<Field extends string, Filter extends z.ZodObject>(
  request: Request,
  spec: ListSpec<Field, Filter>,
): ListQuery<Field, z.output<Filter>> {
  const filter = spec.filter.strict().safeParse(parsedJson(request, 'filter') ?? {});
  if (!filter.success) throw reject('INVALID_LIST_QUERY', 'filter');
  return { sort: parseSort(request, spec), ...parseRange(request), filter: filter.data as z.output<Filter> };
}

/**
 * Answers a list: the rows as a JSON array and `Content-Range: <resource> first-last/total`, the header
 * ra-data-simple-rest reads the total from (exposed so a console on another origin can read it too).
 */
export function sendList<Row>(
  response: Response,
  resource: string,
  query: Pick<ListQuery<string, unknown>, 'offset'>,
  page: ListPage<Row>,
): void {
  const last = query.offset + Math.max(page.rows.length - 1, 0);
  response
    .set('Content-Range', `${resource} ${query.offset}-${last}/${page.total}`)
    .set('Access-Control-Expose-Headers', 'Content-Range')
    .json(page.rows);
}

/** Serves getList and getMany of `resource` at the router's root. */
export function addList<Field extends string, Filter extends z.ZodObject, Row>(
  router: Router,
  resource: string,
  spec: ListSpec<Field, Filter>,
  load: (query: ListQuery<Field, z.output<Filter>>) => Promise<ListPage<Row>>,
): void {
  router.get('/', async (request, response) => {
    const query = listQuery(request, spec);
    sendList(response, resource, query, await load(query));
  });
}

/** getOne's record, or 404 NOT_FOUND. */
export function found<Row>(row: Row | undefined): Row {
  if (row === undefined) throw reject('NOT_FOUND');
  return row;
}

/** `text` as an ILIKE pattern matching values that contain it, its own % and _ taken literally. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
