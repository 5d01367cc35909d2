import { z } from 'zod';
import { defineEvent, type EventsOf } from '../core/event-definition.ts';

const instant = z.iso.datetime({ offset: true });

/** One stream per reader's report: the platform team's decision on it. */
export const reportStream = (reportId: string) => `report-${reportId}`;

/** The platform team took a reported content off the reader's pages and search (spec §6 moderation). */
export const ContentHidden = defineEvent(
  'ContentHidden',
  z.object({ reportId: z.string(), contentId: z.string(), hiddenBy: z.string(), hiddenAt: instant }),
);
/** The platform team found nothing wrong with a reported content: it stays, the report leaves the queue. */
export const ReportDismissed = defineEvent(
  'ReportDismissed',
  z.object({ reportId: z.string(), dismissedBy: z.string(), dismissedAt: instant }),
);

export const moderationEventDefinitions = [ContentHidden, ReportDismissed] as const;
export type ModerationEvent = EventsOf<typeof moderationEventDefinitions>;

/** A report's stream starts open: the report itself lives in the reader's stream. */
export type ModerationState = { readonly status: 'open' | 'hidden' | 'dismissed' };

export const initialModerationState = (): ModerationState => ({ status: 'open' });

export function evolveModeration(state: ModerationState, event: ModerationEvent): ModerationState {
  switch (event.type) {
    case 'ContentHidden':
      return { status: 'hidden' };
    case 'ReportDismissed':
      return { status: 'dismissed' };
    default:
      return state;
  }
}
