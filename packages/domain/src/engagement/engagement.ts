import { z } from 'zod';
import { defineEvent, type EventsOf } from '../core/event-definition.ts';
import { clickSources, dayOf, readRefusals } from '../income/qualification.ts';

const instant = z.iso.datetime({ offset: true });

/**
 * One stream per reader (`reader-<userOrDeviceId>`): likes, favourites, follows and reads are decided where the
 * reader's own history is, never on a per-content stream every reader would contend for. Counts per content are
 * projections.
 */
export const readerStream = (readerId: string) => `reader-${readerId}`;

/** Freemium (spec §1, §9): qualified reads a reader without an active subscription gets. */
export const FREE_READS = 5;

/** The reader's on/off relations to things, and the events that switch each one. */
export const relations = {
  like: { added: 'Liked', removed: 'Unliked' },
  favourite: { added: 'Favourited', removed: 'Unfavourited' },
  'follow-author': { added: 'AuthorFollowed', removed: 'AuthorUnfollowed' },
  'follow-publication': { added: 'PublicationFollowed', removed: 'PublicationUnfollowed' },
  'save-event': { added: 'EventSaved', removed: 'EventUnsaved' },
} as const;
export type Relation = keyof typeof relations;
export const relationNames = Object.keys(relations) as Relation[];

/**
 * Favourites and likes are each viewing profile's own (spec §7: POST body profile); follows and saved events are
 * the account's, whichever profile it is on.
 */
export const isProfileRelation = (relation: Relation): boolean =>
  relation === 'like' || relation === 'favourite';

/**
 * The viewing profile a relation or a watched position is filed under. None recorded (as before profiles were
 * kept) is the account's default profile, whose id is the reader's; relations of the account are filed there too.
 */
export function filedUnder(
  relation: Relation | 'watched',
  data: { readonly readerId: string; readonly profileId?: string | undefined },
): string {
  return relation !== 'watched' && !isProfileRelation(relation)
    ? data.readerId
    : (data.profileId ?? data.readerId);
}

const relationPayload = z.object({
  readerId: z.string(),
  targetId: z.string(),
  /** Favourites and likes may be filed under one of the reader's profiles (spec §7: POST body profile). */
  profileId: z.string().optional(),
  at: instant,
});

export const Liked = defineEvent('Liked', relationPayload);
export const Unliked = defineEvent('Unliked', relationPayload);
export const Favourited = defineEvent('Favourited', relationPayload);
export const Unfavourited = defineEvent('Unfavourited', relationPayload);
export const AuthorFollowed = defineEvent('AuthorFollowed', relationPayload);
export const AuthorUnfollowed = defineEvent('AuthorUnfollowed', relationPayload);
export const PublicationFollowed = defineEvent('PublicationFollowed', relationPayload);
export const PublicationUnfollowed = defineEvent('PublicationUnfollowed', relationPayload);
export const EventSaved = defineEvent('EventSaved', relationPayload);
export const EventUnsaved = defineEvent('EventUnsaved', relationPayload);

export const ContentViewed = defineEvent(
  'ContentViewed',
  z.object({
    readerId: z.string(),
    contentId: z.string(),
    /** What a qualified read or a click cites; absent from views counted before reads were paid. */
    viewId: z.string().optional(),
    at: instant,
  }),
);
/** A read an author is paid for: the reader's first of the content that day, long enough, citing its view. */
export const ContentReadQualified = defineEvent(
  'ContentReadQualified',
  z.object({
    readerId: z.string(),
    contentId: z.string(),
    authorId: z.string(),
    viewId: z.string(),
    seconds: z.number().int().nonnegative(),
    at: instant,
  }),
);
/** A read that earns nothing, and why: the platform team sees these. */
export const ContentReadRefused = defineEvent(
  'ContentReadRefused',
  z.object({
    readerId: z.string(),
    contentId: z.string(),
    authorId: z.string(),
    viewId: z.string().nullable(),
    seconds: z.number().int().nonnegative(),
    reason: z.enum(readRefusals),
    at: instant,
  }),
);
/** A reader opened a content from a list or a shared link, the first time that day: a paid click. */
export const ContentClicked = defineEvent(
  'ContentClicked',
  z.object({
    readerId: z.string(),
    contentId: z.string(),
    authorId: z.string(),
    viewId: z.string(),
    via: z.enum(clickSources),
    at: instant,
  }),
);
/** A qualified read: what authors are paid for, so counted once per reader and content. */
export const ContentRead = defineEvent(
  'ContentRead',
  z.object({
    readerId: z.string(),
    contentId: z.string(),
    authorId: z.string(),
    /** 1..5 when the read used one of the free readings; null for a subscriber. */
    freeReadNumber: z.number().int().min(1).max(FREE_READS).nullable(),
    at: instant,
  }),
);
export const ContentWatched = defineEvent(
  'ContentWatched',
  z.object({
    readerId: z.string(),
    contentId: z.string(),
    positionSeconds: z.number().nonnegative(),
    /** The viewing profile watching; absent from positions kept before profiles, the default profile's. */
    profileId: z.string().optional(),
    at: instant,
  }),
);
export const ContentShared = defineEvent(
  'ContentShared',
  z.object({ readerId: z.string(), contentId: z.string(), label: z.string(), at: instant }),
);
export const ContentReported = defineEvent(
  'ContentReported',
  z.object({
    readerId: z.string(),
    reportId: z.string(),
    link: z.string(),
    title: z.string(),
    comment: z.string(),
    at: instant,
  }),
);

export const engagementEventDefinitions = [
  Liked,
  Unliked,
  Favourited,
  Unfavourited,
  AuthorFollowed,
  AuthorUnfollowed,
  PublicationFollowed,
  PublicationUnfollowed,
  EventSaved,
  EventUnsaved,
  ContentViewed,
  ContentReadQualified,
  ContentReadRefused,
  ContentClicked,
  ContentRead,
  ContentWatched,
  ContentShared,
  ContentReported,
] as const;

export type EngagementEvent = EventsOf<typeof engagementEventDefinitions>;

export interface EngagementState {
  readonly status: 'reader';
  /** Per relation, what is currently on, each as `relationEntry` names it. */
  readonly relations: Readonly<Record<Relation, ReadonlySet<string>>>;
  readonly contentsRead: ReadonlySet<string>;
  readonly freeReadsUsed: number;
  /** Per content, the reader's latest view: what a qualified read cites. */
  readonly lastViews: ReadonlyMap<string, { readonly viewId: string; readonly at: string }>;
  /** Per content, the UTC day of the reader's latest paid read, and of their latest paid click. */
  readonly paidReadDays: ReadonlyMap<string, string>;
  readonly paidClickDays: ReadonlyMap<string, string>;
}

export const initialEngagementState = (): EngagementState => ({
  status: 'reader',
  relations: {
    like: new Set(),
    favourite: new Set(),
    'follow-author': new Set(),
    'follow-publication': new Set(),
    'save-event': new Set(),
  },
  contentsRead: new Set(),
  freeReadsUsed: 0,
  lastViews: new Map(),
  paidReadDays: new Map(),
  paidClickDays: new Map(),
});

const withEntry = <V>(map: ReadonlyMap<string, V>, key: string, value: V): ReadonlyMap<string, V> =>
  new Map(map).set(key, value);

const relationOfEvent = new Map<string, { relation: Relation; on: boolean }>(
  relationNames.flatMap((relation) => [
    [relations[relation].added, { relation, on: true }],
    [relations[relation].removed, { relation, on: false }],
  ]),
);

/** One relation of the reader's: its target, under the profile it is filed under. */
export const relationEntry = (
  relation: Relation,
  data: { readonly readerId: string; readonly targetId: string; readonly profileId?: string | undefined },
): string => JSON.stringify([filedUnder(relation, data), data.targetId]);

export function evolveEngagement(state: EngagementState, event: EngagementEvent): EngagementState {
  const switched = relationOfEvent.get(event.type);
  if (switched && 'targetId' in event.data) {
    const ids = new Set(state.relations[switched.relation]);
    const entry = relationEntry(switched.relation, event.data);
    if (switched.on) ids.add(entry);
    else ids.delete(entry);
    return { ...state, relations: { ...state.relations, [switched.relation]: ids } };
  }
  switch (event.type) {
    case 'ContentViewed':
      return event.data.viewId
        ? {
            ...state,
            lastViews: withEntry(state.lastViews, event.data.contentId, {
              viewId: event.data.viewId,
              at: event.data.at,
            }),
          }
        : state;
    case 'ContentReadQualified':
      return {
        ...state,
        paidReadDays: withEntry(state.paidReadDays, event.data.contentId, dayOf(event.data.at)),
      };
    case 'ContentClicked':
      return {
        ...state,
        paidClickDays: withEntry(state.paidClickDays, event.data.contentId, dayOf(event.data.at)),
      };
    default:
      break;
  }
  if (event.type === 'ContentRead') {
    return {
      ...state,
      contentsRead: new Set([...state.contentsRead, event.data.contentId]),
      freeReadsUsed: event.data.freeReadNumber ?? state.freeReadsUsed,
    };
  }
  return state;
}
