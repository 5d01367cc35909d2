import { contentEventDefinitions, type DomainEvent, type DomainEventType } from '@afrimedia/domain';
import type { PagesContentsTable } from '@afrimedia/read-models';
import type { Insertable } from 'kysely';
import type { EventOfType } from '../runtime/event-handlers.ts';
import { foldRows } from '../runtime/fold-rows.ts';
import type { ProjectedEvent } from '../runtime/projected-event.ts';

type Status = PagesContentsTable['status'];

/** What a lifecycle event changes on a content's row; null for every other event. */
export interface LifecycleChange {
  status?: Status;
  published_at?: Date;
  hidden?: boolean;
  headline?: boolean;
}

const contentEventTypes = new Set<string>(contentEventDefinitions.map((definition) => definition.type));

export function lifecycleChange(event: DomainEvent): LifecycleChange | undefined {
  switch (event.type) {
    case 'ContentSubmitted':
      return { status: 'waiting_validation' };
    case 'ContentScheduled':
      return { status: 'scheduled' };
    case 'ContentPublished':
      return { status: 'published', published_at: new Date(event.data.publishedAt) };
    case 'ContentArchived':
      return { status: 'archived' };
    // Archived is what every reader page already leaves out; the flag tells the team it was their doing.
    case 'ContentHidden':
      return { status: 'archived', hidden: true };
    case 'HeadlineSet':
      return { headline: true };
    case 'HeadlineCleared':
      return { headline: false };
    default:
      return undefined;
  }
}

/** Drafts and the status and flag changes after them (those with a lifecycle change): most of a content's life. */
export const lifecycleTypes = [
  'ContentDrafted',
  'ContentSubmitted',
  'ContentScheduled',
  'ContentPublished',
  'ContentArchived',
  'ContentHidden',
  'HeadlineSet',
  'HeadlineCleared',
] as const satisfies readonly DomainEventType[];

const contentIdOf = (event: DomainEvent): string | undefined =>
  'contentId' in event.data && typeof event.data.contentId === 'string' ? event.data.contentId : undefined;

export type ContentRow = Insertable<PagesContentsTable>;

export interface LifecycleWrites {
  /** Contents new to the pages, as the run left them. */
  readonly inserts: ContentRow[];
  /** Changes to contents already there, each with the stream version the row shows after them. */
  readonly updates: Map<string, LifecycleChange & { stream_version?: bigint }>;
}

/**
 * Folds a run as one event at a time would apply it: a content drafted twice keeps its first row, a change reaches
 * only a content that exists at that point, and the row shows the version of the last event of its own stream
 * applied to it. `existing` are the run's contents already in the pages.
 */
export function foldLifecycleRun(
  run: readonly ProjectedEvent[],
  existing: ReadonlySet<string>,
  draftRow: (event: EventOfType<'ContentDrafted'>) => ContentRow,
): LifecycleWrites {
  return foldRows(run, existing, ({ event, version }) => {
    const id = contentIdOf(event);
    if (id === undefined) return undefined;
    return {
      id,
      ...(event.type === 'ContentDrafted' ? { create: () => draftRow(event) } : {}),
      change: {
        ...lifecycleChange(event),
        ...(contentEventTypes.has(event.type) ? { stream_version: version } : {}),
      },
    };
  });
}
