import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { ApiDb } from '../storage/api-db.ts';

/** Spec §3: the session cookie lives 365 days; the refresh token that keeps it alive lives as long. */
export const SESSION_DAYS = 365;
const DAY_MS = 86_400_000;

export interface IssuedSession {
  readonly sessionId: string;
  readonly userId: string;
  readonly refreshToken: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Refresh tokens rotate: each use ends the session it belongs to and opens the next one of the same family. A
 * token used twice means it was copied, so the whole family is revoked (the thief's and the owner's sessions).
 */
export function sessionStore(db: ApiDb) {
  async function open(userId: string, familyId: string, deviceId: string | undefined, now: Date) {
    const sessionId = randomUUID();
    const refreshToken = randomBytes(32).toString('base64url');
    await db
      .insertInto('api.sessions')
      .values({
        session_id: sessionId,
        family_id: familyId,
        user_id: userId,
        token_hash: hashToken(refreshToken),
        device_id: deviceId ?? null,
        created_at: now,
        expires_at: new Date(now.getTime() + SESSION_DAYS * DAY_MS),
        rotated_at: null,
        revoked_at: null,
      })
      .execute();
    return { sessionId, userId, refreshToken };
  }

  return {
    start(userId: string, deviceId: string | undefined, now: Date): Promise<IssuedSession> {
      return open(userId, randomUUID(), deviceId, now);
    },

    /** The next session for a refresh token, or undefined when the token is unknown, expired, used or revoked. */
    async rotate(refreshToken: string, deviceId: string | undefined, now: Date) {
      const used = await db
        .updateTable('api.sessions')
        .set({ rotated_at: now })
        .where('token_hash', '=', hashToken(refreshToken))
        .where('rotated_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['user_id', 'family_id'])
        .executeTakeFirst();
      if (used) return open(used.user_id, used.family_id, deviceId, now);
      const replayed = await db
        .selectFrom('api.sessions')
        .select('family_id')
        .where('token_hash', '=', hashToken(refreshToken))
        .where('rotated_at', 'is not', null)
        .executeTakeFirst();
      if (replayed) await this.revokeFamily(replayed.family_id, now);
      return undefined;
    },

    /**
     * Whether a token may speak for `userId`: its session exists, is live, and was opened for that user. A token
     * is only as good as the session it names, so one session cannot carry another person's id.
     */
    async isLiveFor(sessionId: string, userId: string, now: Date): Promise<boolean> {
      const row = await db
        .selectFrom('api.sessions')
        .select('session_id')
        .where('session_id', '=', sessionId)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Logout: the session and every earlier or later rotation of it. */
    async end(sessionId: string, now: Date): Promise<void> {
      const session = await db
        .selectFrom('api.sessions')
        .select('family_id')
        .where('session_id', '=', sessionId)
        .executeTakeFirst();
      if (session) await this.revokeFamily(session.family_id, now);
    },

    async revokeFamily(familyId: string, now: Date): Promise<void> {
      await db
        .updateTable('api.sessions')
        .set({ revoked_at: now })
        .where('family_id', '=', familyId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Password change and account deletion sign the user out everywhere. */
    async endAllOf(userId: string, now: Date): Promise<void> {
      await db
        .updateTable('api.sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
