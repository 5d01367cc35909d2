import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  type AdminCallContract,
  type AdminListCall,
  type AdminListQuery,
  type AdminRecordCall,
  type AdminResourceCalls,
  type ListPage,
  type ListQuery,
  type SimpleRestList,
  recordParams,
} from '@afrimedia/contracts';
import { reject } from '@afrimedia/domain';
import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { admin } from '../../http/guards.ts';
import { holdsUnsafeText } from '../../http/safe-text.ts';
import { parseInput } from '../../http/validate.ts';
import { addRoute, type RouteInput } from '../define-route.ts';

export { MAX_PAGE_SIZE, type ListPage, type ListQuery };

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
  spec: SimpleRestList<Field>,
): ListQuery<Field>['sort'] {
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
 * Reads ra-data-simple-rest's `sort=["field","ASC"]`, `range=[0,24]` (inclusive) and `filter={...}` as a list
 * contract describes them. Malformed JSON, text with a NUL or a lone surrogate, an unknown sort field or filter
 * key, or a page above MAX_PAGE_SIZE is INVALID_LIST_QUERY (400).
 */
export function listQuery<Field extends string, Filter extends z.ZodObject>(
  request: Request,
  spec: SimpleRestList<Field, Filter>,
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
  query: Pick<ListQuery, 'offset'>,
  page: ListPage<Row>,
): void {
  const last = query.offset + Math.max(page.rows.length - 1, 0);
  response
    .set('Content-Range', `${resource} ${query.offset}-${last}/${page.total}`)
    .set('Access-Control-Expose-Headers', 'Content-Range')
    .json(page.rows);
}

/** getOne's record, or 404 NOT_FOUND. */
export function found<Row>(row: Row | undefined): Row {
  if (row === undefined) throw reject('NOT_FOUND');
  return row;
}

/**
 * A resource's calls are written from /admin/<resource>; its router is mounted there, so it serves each call at
 * the rest of its path (`/admin/users/:id/deactivate` at `/:id/deactivate`, the list at `/`).
 */
export function withinResource<Call extends AdminCallContract>(resource: string, call: Call): Call {
  const base = `/admin/${resource}`;
  if (call.path !== base && !call.path.startsWith(`${base}/`))
    throw new Error(`${call.method.toUpperCase()} ${call.path} is not a call of ${base}`);
  return { ...call, path: call.path.slice(base.length) || '/' };
}

type RowOf<List> = List extends AdminListCall<infer Record> ? z.input<Record> : never;
type RecordOf<Call extends AdminCallContract> = z.input<Call['response']>;

/** Serves a list call: its query read as the contract says, its page answered with `Content-Range`. */
export function addList<List extends AdminListCall>(
  router: Router,
  call: List,
  load: (query: AdminListQuery<List>, request: Request) => Promise<ListPage<RowOf<List>>>,
): void {
  const { resource } = call.list;
  router.get(withinResource(resource, call).path, async (request, response) => {
    admin(request);
    const query = listQuery(request, call.list) as AdminListQuery<List>;
    sendList(response, resource, query, await load(query, request));
  });
}

/** How a simple-rest resource reads its records, and what it does on create and update. */
export interface ResourceHandlers<Calls extends AdminResourceCalls> {
  readonly list: (
    query: AdminListQuery<Calls['list']>,
    request: Request,
  ) => Promise<ListPage<RowOf<Calls['list']>>>;
  readonly getOne: (id: string, request: Request) => Promise<RecordOf<Calls['getOne']> | undefined>;
  /** Runs the creation and names the new record, which the call answers (201). */
  readonly create?: (input: RouteInput<NonNullable<Calls['create']>>) => Promise<string>;
  /** Runs the edit of the record the path names, which the call then answers. */
  readonly update?: {
    /** Whether the id can name a record at all: when not, 404 NOT_FOUND comes before the body is read. */
    readonly known?: (id: string) => boolean;
    readonly run: (input: {
      readonly id: string;
      readonly body: z.output<NonNullable<NonNullable<Calls['update']>['body']>>;
      readonly request: Request;
    }) => Promise<void>;
  };
}

/** An action's handler: it runs the command; the call then answers the record as it is. */
export type ActionHandler<Call extends AdminRecordCall> = (input: RouteInput<Call>) => Promise<void>;

/**
 * Serves a simple-rest resource from its contracts: the list (getList, getMany), the record (getOne), and
 * create and update when the resource has them. Each answers what the contracts say; every write answers the
 * record as the read model then holds it. Returns `action`, which serves a `POST …/:id/<action>` the same way.
 */
export function serveResource<Calls extends AdminResourceCalls>(
  router: Router,
  calls: Calls,
  handlers: ResourceHandlers<Calls>,
) {
  const { resource } = calls.list.list;
  const within = <Call extends AdminCallContract>(call: Call) => withinResource(resource, call);
  const answer = async (id: string, request: Request) => found(await handlers.getOne(id, request));

  addList<Calls['list']>(router, calls.list, handlers.list);
  addRoute(router, within(calls.getOne), ({ params, request }) => answer(params.id, request));

  const { create, update } = calls;
  // A call the contracts name and nothing runs (or the reverse) is a wiring mistake: refused at start.
  if (!create !== !handlers.create || !update !== !handlers.update)
    throw new Error(
      `/admin/${resource}: create and update must be both in the contracts and handled, or neither`,
    );
  if (create && handlers.create) {
    const run = handlers.create;
    addRoute(router, within(create), async (input) =>
      answer(await run(input as RouteInput<NonNullable<Calls['create']>>), input.request),
    );
  }
  if (update?.body && handlers.update) {
    const { known, run } = handlers.update;
    type Body = z.output<NonNullable<NonNullable<Calls['update']>['body']>>;
    const body = update.body;
    router[update.method](within(update).path, async (request, response) => {
      admin(request);
      const { id } = parseInput(recordParams, request.params);
      if (known && !known(id)) throw reject('NOT_FOUND');
      await run({ id, body: parseInput(body, request.body ?? {}) as Body, request });
      response.status(update.status ?? 200).json(await answer(id, request));
    });
  }

  return {
    /** Serves an action on one record: the handler runs it, the call answers the record. */
    action<Call extends AdminRecordCall>(call: Call, run: ActionHandler<Call>): void {
      addRoute(router, within(call), async (input) => {
        await run(input);
        return (await answer(input.params.id, input.request)) as z.input<Call['response']>;
      });
    },
  };
}
