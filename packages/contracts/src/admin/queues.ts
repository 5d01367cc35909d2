import { z } from 'zod';
import type { AdminCallContract } from './simple-rest.ts';

const queueCount = z.object({
  count: z.int().min(0),
  /** When the item first in line arrived (for scheduled content, the nearest date); null when empty. */
  oldestSubmittedAt: z.iso.datetime().nullable(),
});

/** What waits for the platform team, queue by queue, and how long a validation takes these days. */
export const adminQueueCounts = z.object({
  authorApplications: queueCount,
  publicationApplications: queueCount,
  scheduledContent: queueCount,
  reports: queueCount,
  medianValidationWaitSeconds: z.number().nullable(),
});
export type AdminQueueCount = z.output<typeof queueCount>;
export type AdminQueueCounts = z.output<typeof adminQueueCounts>;

export const adminQueuesCalls = {
  counts: {
    method: 'get',
    path: '/admin/queues',
    summary:
      "The console's dashboard: each queue's size and its oldest item, and the median validation wait " +
      '(not a simple-rest resource)',
    access: 'admin',
    response: adminQueueCounts,
  },
} as const satisfies Record<string, AdminCallContract>;
