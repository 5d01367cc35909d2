import { accessTokens, createApiDb, sessionStore } from '@afrimedia/api';
import type pg from 'pg';
import { BENCH_SESSION_SECRET } from './platform-process.ts';

/** Signed-in readers for the load: a session each, opened as sign-in opens it, and an access token for it. */
export async function signInReaders(pool: pg.Pool, userIds: readonly string[]): Promise<string[]> {
  const db = createApiDb(pool);
  const sessions = sessionStore(db);
  const tokens = accessTokens(BENCH_SESSION_SECRET);
  const now = new Date();
  const issued: string[] = [];
  for (const userId of userIds) {
    const session = await sessions.start(userId, {}, now);
    issued.push(await tokens.issue({ userId, sessionId: session.sessionId }, now));
  }
  return issued;
}
