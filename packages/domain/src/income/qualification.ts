/**
 * What an author is paid for (spec §1: "according to the number of readers or clicks"). A read qualifies when the
 * content stayed on screen, or played, for this long; the reader app reports the time, the API bounds it by the
 * time since the view it cites.
 */
export const QUALIFIED_READ_SECONDS = 30;

/** Where a reader opened a content from, when that is a click: a list of contents, or a shared link. */
export const clickSources = ['list', 'share'] as const;
export type ClickSource = (typeof clickSources)[number];

/**
 * Why a read or click earns nothing, in the order they are checked. The first four are facts only the edge can
 * establish (who the author is, the author's devices, the client's rate, its user agent); the rest follow from
 * the reader's own history.
 */
export const readRefusals = [
  'own-content',
  'authors-device',
  'bot',
  'rate-limited',
  'no-view',
  'too-short',
  'already-today',
] as const;
export type ReadRefusal = (typeof readRefusals)[number];

/** The facts the edge gathered about who is reading, each a reason to pay nothing. */
export interface ReaderFacts {
  readonly byAuthor: boolean;
  readonly onAuthorsDevice: boolean;
  readonly bot: boolean;
  readonly rateLimited: boolean;
}

export const noReaderFacts: ReaderFacts = {
  byAuthor: false,
  onAuthorsDevice: false,
  bot: false,
  rateLimited: false,
};

/** The first refusal the facts give, or none. */
export function refusalOfFacts(facts: ReaderFacts): ReadRefusal | null {
  if (facts.byAuthor) return 'own-content';
  if (facts.onAuthorsDevice) return 'authors-device';
  if (facts.bot) return 'bot';
  if (facts.rateLimited) return 'rate-limited';
  return null;
}

/** The UTC calendar day of an instant, `2026-11-25`: a reader's read of a content is paid once per day. */
export const dayOf = (instant: string): string => new Date(instant).toISOString().slice(0, 10);

/** A little slack for the beacon's own delay: a reported time never exceeds the time since the view by more. */
const CLOCK_SLACK_MS = 2_000;

/** Whether `seconds` on content fits between the view at `viewedAt` and `now`. */
export const fitsSinceView = (seconds: number, viewedAt: string, now: string): boolean =>
  seconds * 1_000 <= Date.parse(now) - Date.parse(viewedAt) + CLOCK_SLACK_MS;
