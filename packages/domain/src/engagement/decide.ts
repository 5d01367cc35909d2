import { decideByType, type Command, type Decider, type Decision } from '../core/decider.ts';
import { reject } from '../core/domain-error.ts';
import {
  dayOf,
  fitsSinceView,
  QUALIFIED_READ_SECONDS,
  refusalOfFacts,
  type ClickSource,
  type ReaderFacts,
  type ReadRefusal,
} from '../income/qualification.ts';
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
/**
 * A content shown to a reader. With `viewId` the view can be cited by a paid read; with `click`, the reader
 * came from a list or a shared link, which pays the author a click once a day unless the facts refuse it.
 */
export type ViewContent = Command<
  'ViewContent',
  {
    readerId: string;
    contentId: string;
    viewId?: string;
    click?: { via: ClickSource; authorId: string; facts: ReaderFacts };
  }
>;
/** The reader app's report that a content stayed on screen (or played) for `seconds` since its view. */
export type QualifyRead = Command<
  'QualifyRead',
  { readerId: string; contentId: string; authorId: string; seconds: number; facts: ReaderFacts }
>;
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
  | QualifyRead
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

function viewContent(command: ViewContent, state: EngagementState): Decision<EngagementEvent> {
  const { readerId, contentId, viewId, click } = command.data;
  const at = command.metadata.now;
  const viewed: EngagementEvent = {
    type: 'ContentViewed',
    data: { readerId, contentId, ...(viewId ? { viewId } : {}), at },
  };
  const paysClick =
    viewId !== undefined &&
    click !== undefined &&
    refusalOfFacts(click.facts) === null &&
    state.paidClickDays.get(contentId) !== dayOf(at);
  if (!paysClick) return [viewed];
  return [
    viewed,
    {
      type: 'ContentClicked',
      data: { readerId, contentId, authorId: click.authorId, viewId, via: click.via, at },
    },
  ];
}

/** The reader's own history's say on a read: none earlier that day, long enough since the view it cites. */
function historyRefusal(
  view: { readonly at: string } | undefined,
  paidDay: string | undefined,
  seconds: number,
  now: string,
): ReadRefusal | null {
  if (!view) return 'no-view';
  if (seconds < QUALIFIED_READ_SECONDS || !fitsSinceView(seconds, view.at, now)) return 'too-short';
  return paidDay === dayOf(now) ? 'already-today' : null;
}

/** The rule of a paid read, each refusal recorded with its reason so the platform team can see what was not paid. */
function qualifyRead(command: QualifyRead, state: EngagementState): Decision<EngagementEvent> {
  const { readerId, contentId, authorId, seconds, facts } = command.data;
  if (!Number.isSafeInteger(seconds) || seconds < 0) return reject('FIELDS_REQUIRED', 'seconds');
  const at = command.metadata.now;
  const view = state.lastViews.get(contentId);
  const refusal =
    refusalOfFacts(facts) ?? historyRefusal(view, state.paidReadDays.get(contentId), seconds, at);
  if (refusal !== null || !view) {
    const viewId = view?.viewId ?? null;
    const reason = refusal ?? 'no-view';
    return [
      { type: 'ContentReadRefused', data: { readerId, contentId, authorId, viewId, seconds, reason, at } },
    ];
  }
  return [
    {
      type: 'ContentReadQualified',
      data: { readerId, contentId, authorId, viewId: view.viewId, seconds, at },
    },
  ];
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
  QualifyRead: qualifyRead,
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
