import { z } from 'zod';
import {
  adminInstant,
  adminResource,
  defineAdminResource,
  listFilter,
  type AdminCallContract,
  type SimpleRestList,
} from './simple-rest.ts';

/** An event of the store, as the event browser shows it: secrets left out, a deleted person's fields null. */
export const adminEventRecord = z.object({
  /** The global position, `commit/prepare`, as projections' errors name a blocking event. */
  id: z.string(),
  streamId: z.string(),
  type: z.string(),
  data: z.unknown(),
  metadata: z.unknown(),
  recordedAt: adminInstant,
  position: z.string(),
});
export type AdminEventRecord = z.output<typeof adminEventRecord>;

const instant = z.iso.datetime({ offset: true });

const events = adminResource('events', adminEventRecord);

const list = events.list(
  "The event browser: the store's feed, one stream or all of it, filtered by type and by the time each event " +
    'was recorded (both bounds inclusive), newest first',
  {
    sortable: ['position', 'id', 'recordedAt'],
    defaultSort: ['position', 'desc'],
    filter: listFilter({
      streamId: z.string().min(1).max(300).optional(),
      type: z
        .union([z.string().max(100), z.array(z.string().max(100)).max(100)])
        // An emptied type picker sends []: no type chosen, so every type, as when none is sent.
        .transform((types) => {
          const chosen = Array.isArray(types) ? types : [types];
          return chosen.length > 0 ? chosen : undefined;
        })
        .optional(),
      from: instant.optional(),
      to: instant.optional(),
    }),
  },
);

export type AdminEventFilter = z.output<typeof list.list.filter>;

export const adminEventsCalls = defineAdminResource({
  list,
  export: {
    method: 'get',
    path: `${list.path}/export`,
    summary:
      "The events the list's filter selects, as NDJSON (one event record a line, in feed order), written as they " +
      'are read; a bad sort, range or filter is 400 INVALID_LIST_QUERY before the first byte',
    access: 'admin',
    list: list.list as SimpleRestList,
    produces: 'application/x-ndjson',
    response: adminEventRecord,
  } satisfies AdminCallContract,
  getOne: events.getOne('The event at a feed position (`commit/prepare`)'),
});
