import type { authorContent } from '@afrimedia/contracts';
import type { z } from 'zod';

export type AuthorContent = z.output<typeof authorContent>;

/** The states the studio names (spec §3): the stored ones, and "in progress" while a media file is encoded. */
export type StudioState =
  'draft' | 'waiting_validation' | 'published' | 'scheduled' | 'archived' | 'rejected' | 'inProgress';

const STORED: ReadonlySet<string> = new Set([
  'draft',
  'waiting_validation',
  'published',
  'scheduled',
  'archived',
  'rejected',
]);
const ENCODING: ReadonlySet<string | null> = new Set(['queued', 'encoding']);

export function studioState(item: Pick<AuthorContent, 'status' | 'media'>): StudioState {
  if (item.media && ENCODING.has(item.media.status)) return 'inProgress';
  return STORED.has(item.status) ? (item.status as StudioState) : 'inProgress';
}
