import { hasPremium, type SubscriptionFields } from '../subscription/active.ts';
import type { AdBreakKind } from './ad-breaks.ts';

/**
 * Spec §1: Premium removes the audio and video ad breaks; visitors, free readers and Basic subscribers hear and
 * see them.
 */
export function seesAdBreaks(account: SubscriptionFields | undefined, now: Date | string): boolean {
  return account === undefined || !hasPremium(account, now);
}

/** The ad kind that plays before a content: a video ad before a video, an audio ad before a podcast; none else. */
export function adBreakKindOf(contentKind: string): AdBreakKind | undefined {
  if (contentKind === 'video') return 'video';
  if (contentKind === 'podcast') return 'audio';
  return undefined;
}

/**
 * Which of the active ads of a kind plays before a content today: each content shows one ad all day (UTC) and
 * moves to another the next day, so every ad gets its share of the catalogue without the page changing between
 * two visits of the same day. `ads` come in any order; the pick does not depend on it.
 */
export function adBreakFor<Ad extends { readonly adId: string }>(
  ads: readonly Ad[],
  contentId: string,
  now: Date,
): Ad | undefined {
  if (ads.length === 0) return undefined;
  const ordered = [...ads].sort((a, b) => (a.adId < b.adId ? -1 : a.adId > b.adId ? 1 : 0));
  const day = now.toISOString().slice(0, 10);
  let hash = 0;
  for (const character of `${contentId}/${day}`) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return ordered[hash % ordered.length];
}
