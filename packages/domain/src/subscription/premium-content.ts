import { hasPremium, type SubscriptionFields } from './active.ts';

/** The reader opening a content: their account, or nothing for a visitor. */
export type ContentReader = (SubscriptionFields & { readonly user_id: string }) | null | undefined;

/**
 * Exclusive contents (spec §1 Premium): a Premium-only content is read whole by Premium subscribers and by its own
 * author, who must see what they publish; everyone else, Basic subscribers included, gets its teaser. A content
 * open to every reader is never locked by this rule (the freemium meter may still stop a reader).
 */
export function isPremiumLocked(
  content: { readonly premiumOnly: boolean; readonly authorId: string },
  reader: ContentReader,
  now: Date | string,
): boolean {
  if (!content.premiumOnly) return false;
  if (!reader) return true;
  return reader.user_id !== content.authorId && !hasPremium(reader, now);
}
