import { createHmac, timingSafeEqual } from 'node:crypto';

/** The one optional kind of mail today: the news of whom a person follows. */
const PURPOSE = 'unsubscribe followers-new-content';

export interface UnsubscribeLinks {
  /** The one-click address of a person's followers mail (RFC 8058), signed so nobody unsubscribes anyone else. */
  urlOf(userId: string): string;
  /** Whether `key` is the signature `urlOf` gave this person. */
  verify(userId: string, key: string): boolean;
}

export function unsubscribeLinks(sessionSecret: string, publicUrl: string): UnsubscribeLinks {
  const keyOf = (userId: string) =>
    createHmac('sha256', sessionSecret).update(`${PURPOSE}|${userId}`).digest('base64url');
  return {
    urlOf: (userId) => `${publicUrl}/api/mail/unsubscribe?u=${encodeURIComponent(userId)}&k=${keyOf(userId)}`,
    verify(userId, key) {
      const expected = Buffer.from(keyOf(userId));
      const given = Buffer.from(key);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
