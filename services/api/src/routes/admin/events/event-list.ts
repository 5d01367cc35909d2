import { z } from 'zod';
import { idFilter, type ListSpec } from '../simple-rest.ts';

const instant = z.iso.datetime({ offset: true });

/** Positions are feed order, and so is the time an event was recorded. */
export const eventList = {
  sortable: ['position', 'id', 'recordedAt'],
  defaultSort: ['position', 'desc'],
  filter: z.object({
    id: idFilter.optional(),
    streamId: z.string().min(1).max(300).optional(),
    type: z
      .union([z.string().max(100), z.array(z.string().max(100)).max(100)])
      .transform((types) => (Array.isArray(types) ? types : [types]))
      .optional(),
    from: instant.optional(),
    to: instant.optional(),
  }),
} as const satisfies ListSpec<string, z.ZodObject>;

export type EventFilter = z.output<typeof eventList.filter>;
