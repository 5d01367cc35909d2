import { decideByType, type Command, type Decider, type Decision } from '../core/decider.ts';
import { reject } from '../core/domain-error.ts';
import { checkMinLength, SHORT_TEXT_MIN_LENGTH } from '../rules/text.ts';
import {
  evolveEngagement,
  FREE_READS,
  initialEngagementState,
  isProfileRelation,
  relationEntry,
  relations,
  type EngagementEvent,
  type EngagementState,
  type Relation,
} from './engagement.ts';

interface RelationChange {
  readerId: string;
  relation: Relation;
  targetId: string;
  /** The viewing profile a favourite or like is filed under (the edge checks it is the reader's); ignored by others. */
  profileId?: string;
}

/** POST on the spec's actions: on when off, otherwise nothing to record. */
export type AddRelation = Command<'AddRelation', RelationChange>;
/** DELETE on the spec's actions: off when on, otherwise nothing to record. */
export type RemoveRelation = Command<'RemoveRelation', RelationChange>;
/** Spec §4: "add if the id is absent, remove if present". */
export type ToggleRelation = Command<'ToggleRelation', RelationChange>;
export type ViewContent = Command<'ViewContent', { readerId: string; contentId: string }>;
export type ReadContent = Command<
  'ReadContent',
  { readerId: string; contentId: string; authorId: string; hasActiveSubscription: boolean }
>;
export type WatchContent = Command<
  'WatchContent',
  { readerId: string; contentId: string; positionSeconds: number; profileId?: string }
>;
export type ShareContent = Command<'ShareContent', { readerId: string; contentId: string; label: string }>;
export type ReportContent = Command<
  'ReportContent',
  { readerId: string; reportId: string; link: string; title: string; comment: string }
>;

export type EngagementCommand =
  | AddRelation
  | RemoveRelation
  | ToggleRelation
  | ViewContent
  | ReadContent
  | WatchContent
  | ShareContent
  | ReportContent;

function switchRelation(command: RelationChange, on: boolean, at: string): EngagementEvent[] {
  const { readerId, relation, targetId, profileId } = command;
  const type = on ? relations[relation].added : relations[relation].removed;
  const data = { readerId, targetId, at, ...(profileId && isProfileRelation(relation) ? { profileId } : {}) };
  return [{ type, data } as EngagementEvent];
}

function isOn(state: EngagementState, change: RelationChange): boolean {
  return state.relations[change.relation].has(relationEntry(change.relation, change));
}

function addRelation(command: AddRelation, state: EngagementState): Decision<EngagementEvent> {
  return isOn(state, command.data) ? [] : switchRelation(command.data, true, command.metadata.now);
}

function removeRelation(command: RemoveRelation, state: EngagementState): Decision<EngagementEvent> {
  return isOn(state, command.data) ? switchRelation(command.data, false, command.metadata.now) : [];
}

function toggleRelation(command: ToggleRelation, state: EngagementState): Decision<EngagementEvent> {
  return switchRelation(command.data, !isOn(state, command.data), command.metadata.now);
}

function viewContent(command: ViewContent): Decision<EngagementEvent> {
  const { readerId, contentId } = command.data;
  return [{ type: 'ContentViewed', data: { readerId, contentId, at: command.metadata.now } }];
}

/**
 * A read counts once per reader and content: income is paid per qualified read, so reading an article again
 * must neither pay twice nor spend another free reading.
 */
function readContent(command: ReadContent, state: EngagementState): Decision<EngagementEvent> {
  const { readerId, contentId, authorId, hasActiveSubscription } = command.data;
  if (state.contentsRead.has(contentId)) return [];
  if (!hasActiveSubscription && state.freeReadsUsed >= FREE_READS) return reject('FREE_READS_EXHAUSTED');
  const freeReadNumber = hasActiveSubscription ? null : state.freeReadsUsed + 1;
  return [
    {
      type: 'ContentRead',
      data: { readerId, contentId, authorId, freeReadNumber, at: command.metadata.now },
    },
  ];
}

function watchContent(command: WatchContent): Decision<EngagementEvent> {
  const { readerId, contentId, positionSeconds, profileId } = command.data;
  if (!Number.isFinite(positionSeconds) || positionSeconds < 0)
    return reject('FIELDS_REQUIRED', 'positionSeconds');
  return [
    {
      type: 'ContentWatched',
      data: {
        readerId,
        contentId,
        positionSeconds,
        ...(profileId ? { profileId } : {}),
        at: command.metadata.now,
      },
    },
  ];
}

function shareContent(command: ShareContent): Decision<EngagementEvent> {
  const { readerId, contentId, label } = command.data;
  if (label.trim() === '') return reject('FIELDS_REQUIRED', 'label');
  return [
    { type: 'ContentShared', data: { readerId, contentId, label: label.trim(), at: command.metadata.now } },
  ];
}

function reportContent(command: ReportContent): Decision<EngagementEvent> {
  const { readerId, reportId, link, title, comment } = command.data;
  if (link.trim() === '') return reject('FIELDS_REQUIRED', 'link');
  if (title.trim() === '') return reject('FIELDS_REQUIRED', 'title');
  const tooShort = checkMinLength('comment', comment, SHORT_TEXT_MIN_LENGTH);
  if (tooShort) return tooShort;
  return [
    {
      type: 'ContentReported',
      data: {
        readerId,
        reportId,
        link: link.trim(),
        title: title.trim(),
        comment: comment.trim(),
        at: command.metadata.now,
      },
    },
  ];
}

export const decideEngagement = decideByType<EngagementCommand, EngagementState, EngagementEvent>({
  AddRelation: addRelation,
  RemoveRelation: removeRelation,
  ToggleRelation: toggleRelation,
  ViewContent: viewContent,
  ReadContent: readContent,
  WatchContent: watchContent,
  ShareContent: shareContent,
  ReportContent: reportContent,
});

export const engagementDecider: Decider<EngagementState, EngagementCommand, EngagementEvent> = {
  initialState: initialEngagementState,
  evolve: evolveEngagement,
  decide: decideEngagement,
};
