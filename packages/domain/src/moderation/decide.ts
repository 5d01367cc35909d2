import { decideByType, type Command, type Decider, type Decision } from '../core/decider.ts';
import { reject } from '../core/domain-error.ts';
import { checkAdmin } from '../rules/ownership.ts';
import {
  evolveModeration,
  initialModerationState,
  type ModerationEvent,
  type ModerationState,
} from './moderation.ts';

/**
 * The facts come from the reader's stream and the content's: whether the report was made, and the content its
 * link names (null when no content holds that address any more).
 */
export type HideReportedContent = Command<
  'HideReportedContent',
  { reportId: string; reported: boolean; contentId: string | null; actorIsAdmin: boolean }
>;
export type DismissReport = Command<
  'DismissReport',
  { reportId: string; reported: boolean; actorIsAdmin: boolean }
>;
export type ModerationCommand = HideReportedContent | DismissReport;

function hide(command: HideReportedContent, state: ModerationState): Decision<ModerationEvent> {
  const { reportId, reported, contentId, actorIsAdmin } = command.data;
  const forbidden = checkAdmin(actorIsAdmin);
  if (forbidden) return forbidden;
  if (!reported) return reject('NOT_FOUND');
  if (state.status !== 'open') return reject('INVALID_STATE_TRANSITION');
  if (contentId === null) return reject('CONTENT_NOT_FOUND');
  const { actorId, now } = command.metadata;
  return [{ type: 'ContentHidden', data: { reportId, contentId, hiddenBy: actorId, hiddenAt: now } }];
}

function dismiss(command: DismissReport, state: ModerationState): Decision<ModerationEvent> {
  const { reportId, reported, actorIsAdmin } = command.data;
  const forbidden = checkAdmin(actorIsAdmin);
  if (forbidden) return forbidden;
  if (!reported) return reject('NOT_FOUND');
  if (state.status !== 'open') return reject('INVALID_STATE_TRANSITION');
  const { actorId, now } = command.metadata;
  return [{ type: 'ReportDismissed', data: { reportId, dismissedBy: actorId, dismissedAt: now } }];
}

export const decideModeration = decideByType<ModerationCommand, ModerationState, ModerationEvent>({
  HideReportedContent: hide,
  DismissReport: dismiss,
});

export const moderationDecider: Decider<ModerationState, ModerationCommand, ModerationEvent> = {
  initialState: initialModerationState,
  evolve: evolveModeration,
  decide: decideModeration,
};
