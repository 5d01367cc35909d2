import type { AdminContentRecord } from '@afrimedia/contracts';

/** Where a content is in its life, as the content read models say it. */
export const CONTENT_STATES = [
  'draft',
  'waiting_validation',
  'scheduled',
  'published',
  'archived',
] as const satisfies readonly AdminContentRecord['state'][];
