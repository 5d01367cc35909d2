import { errors, jwtVerify, SignJWT } from 'jose';

/** Short-lived: a revoked session stops working within this time even where no database is asked. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;

export interface AccessClaims {
  readonly userId: string;
  readonly sessionId: string;
}

export type AccessCheck = AccessClaims | 'expired' | 'invalid';

export interface AccessTokens {
  issue(claims: AccessClaims, now: Date): Promise<string>;
  verify(token: string, now: Date): Promise<AccessCheck>;
}

export function accessTokens(secret: string, ttlSeconds = ACCESS_TOKEN_SECONDS): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async issue({ userId, sessionId }, now) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },
    async verify(token, now) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: now,
          requiredClaims: ['sub', 'exp'],
        });
        if (typeof payload.sid !== 'string' || !payload.sub) return 'invalid';
        return { userId: payload.sub, sessionId: payload.sid };
      } catch (error) {
        return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
      }
    },
  };
}
