import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { countryOfAddress } from '../geo/country-of.ts';
import { isSafeText } from '../http/storable-text.ts';
import type { ApiDb } from '../storage/api-db.ts';

/** Spec §3: the session cookie lives 365 days; the refresh token that keeps it alive lives as long. */
export const SESSION_DAYS = 365;
const DAY_MS = 86_400_000;

export interface IssuedSession {
  readonly sessionId: string;
  readonly userId: string;
  readonly refreshToken: string;
}

/** Where a sign-in or a refresh came from, as the account's devices screen shows it. */
export interface SessionOrigin {
  readonly deviceId?: string | undefined;
  readonly userAgent?: string | undefined;
  /** The lower-case ISO country of the address: the address itself is personal data nobody needs kept. */
  readonly country?: string | undefined;
}

/** Longer than any browser's; a longer header is somebody's padding, not a device to show. */
const USER_AGENT_MAX_LENGTH = 512;

export function originOf(request: Request): SessionOrigin {
  const agent = request.header('user-agent');
  return {
    deviceId: request.ctx.deviceId,
    userAgent: agent && isSafeText(agent) ? agent.slice(0, USER_AGENT_MAX_LENGTH) : undefined,
    country: countryOfAddress(request.ip),
  };
}

/** A sign-in still going on: the newest session of its family, neither rotated, revoked nor expired. */
export interface LiveFamily {
  readonly family_id: string;
  readonly user_agent: string | null;
  readonly country: string | null;
  readonly first_seen_at: Date;
  /** Its last sign-in or refresh: a device in use refreshes at least once per access token's lifetime. */
  readonly last_seen_at: Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Refresh tokens rotate: each use ends the session it belongs to and opens the next one of the same family. A
 * token used twice means it was copied, so the whole family is revoked (the thief's and the owner's sessions).
 */
export function sessionStore(db: ApiDb) {
  async function open(
    userId: string,
    family: { id: string; firstSeenAt: Date },
    origin: SessionOrigin,
    now: Date,
  ) {
    const sessionId = randomUUID();
    const refreshToken = randomBytes(32).toString('base64url');
    await db
      .insertInto('api.sessions')
      .values({
        session_id: sessionId,
        family_id: family.id,
        user_id: userId,
        token_hash: hashToken(refreshToken),
        device_id: origin.deviceId ?? null,
        user_agent: origin.userAgent ?? null,
        country: origin.country ?? null,
        first_seen_at: family.firstSeenAt,
        created_at: now,
        expires_at: new Date(now.getTime() + SESSION_DAYS * DAY_MS),
        rotated_at: null,
        revoked_at: null,
      })
      .execute();
    return { sessionId, userId, refreshToken };
  }

  return {
    start(userId: string, origin: SessionOrigin, now: Date): Promise<IssuedSession> {
      return open(userId, { id: randomUUID(), firstSeenAt: now }, origin, now);
    },

    /** The next session for a refresh token, or undefined when the token is unknown, expired, used or revoked. */
    async rotate(refreshToken: string, origin: SessionOrigin, now: Date) {
      const used = await db
        .updateTable('api.sessions')
        .set({ rotated_at: now })
        .where('token_hash', '=', hashToken(refreshToken))
        .where('rotated_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['user_id', 'family_id', 'first_seen_at'])
        .executeTakeFirst();
      if (used)
        return open(used.user_id, { id: used.family_id, firstSeenAt: used.first_seen_at }, origin, now);
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
      const familyId = await this.familyOf(sessionId);
      if (familyId) await this.revokeFamily(familyId, now);
    },

    async revokeFamily(familyId: string, now: Date): Promise<void> {
      await db
        .updateTable('api.sessions')
        .set({ revoked_at: now })
        .where('family_id', '=', familyId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** The family a session belongs to: one device's sign-in. */
    async familyOf(sessionId: string): Promise<string | undefined> {
      const session = await db
        .selectFrom('api.sessions')
        .select('family_id')
        .where('session_id', '=', sessionId)
        .executeTakeFirst();
      return session?.family_id;
    },

    /** Where the user is signed in, the most recently seen first. */
    liveFamiliesOf(userId: string, now: Date): Promise<LiveFamily[]> {
      return db
        .selectFrom('api.sessions')
        .select(['family_id', 'user_agent', 'country', 'first_seen_at', 'created_at as last_seen_at'])
        .where('user_id', '=', userId)
        .where('rotated_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('created_at', 'desc')
        .orderBy('family_id')
        .execute();
    },

    /**
     * Signs one of the user's devices out; false when the user has no live sign-in of that id (another person's
     * included, so an id tells nobody whose it is).
     */
    async revokeFamilyOf(userId: string, familyId: string, now: Date): Promise<boolean> {
      const revoked = await db
        .updateTable('api.sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('family_id', '=', familyId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return revoked.numUpdatedRows > 0n;
    },

    /** Signs the user out everywhere but the device of `keptFamilyId`. */
    async revokeFamiliesOfExcept(userId: string, keptFamilyId: string, now: Date): Promise<void> {
      await db
        .updateTable('api.sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('family_id', '<>', keptFamilyId)
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
