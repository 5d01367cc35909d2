import type { ReaderFacts } from '@afrimedia/domain';
import type { Request } from 'express';
import { isbot } from 'isbot';
import { attemptLimiter } from '../../auth/rate-limit.ts';
import { clientKey } from '../../http/client-address.ts';
import type { RouteDeps } from '../route-deps.ts';

/**
 * Paid attempts (reads, or clicks) one reader makes per hour, a signed-in account or a visitor's device: a reader
 * opening a new content every minute stays within it, a script replaying the call does not.
 */
export const PAID_ATTEMPTS_PER_READER = 60;
/**
 * Paid attempts per hour from one client address, across every reader behind it. Much higher than a reader's:
 * a mobile carrier puts thousands of phones behind one address (carrier-grade NAT), and they must not lose their
 * authors' pay to each other; it only stops one machine posing as endless new devices.
 */
export const PAID_ATTEMPTS_PER_ADDRESS = 3_000;
const PAID_ATTEMPT_WINDOW_MS = 60 * 60_000;

/** The facts about who reads a content of `authorId`, counting the attempt against the reader's and address's rates. */
export type GatherReaderFacts = (
  request: Request,
  readerId: string,
  authorId: string,
) => Promise<ReaderFacts>;

/**
 * What only the edge knows about a paid read or click, each a reason to pay nothing: whether the reader is the
 * author, reads on one of the author's devices, is a known bot, or is past its rate. `kind` keeps reads and clicks
 * on rates of their own, since one opening of a content makes one of each.
 */
export function readerFacts(
  { db, deviceCookies }: Pick<RouteDeps, 'db' | 'deviceCookies'>,
  kind: 'read' | 'click',
): GatherReaderFacts {
  const windowMs = PAID_ATTEMPT_WINDOW_MS;
  const perReader = attemptLimiter(db, {
    name: `paid-${kind}-reader`,
    max: PAID_ATTEMPTS_PER_READER,
    windowMs,
  });
  const perAddress = attemptLimiter(db, {
    name: `paid-${kind}-address`,
    max: PAID_ATTEMPTS_PER_ADDRESS,
    windowMs,
  });

  /**
   * A browser the author signed in on: it holds the author's device cookie, or sends a device id one of the
   * author's sign-ins came with (a signed-out author's phone keeps its id).
   */
  async function onAuthorsDevice(request: Request, authorId: string): Promise<boolean> {
    if (deviceCookies.trusted(request, authorId) !== undefined) return true;
    const { deviceId } = request.ctx;
    if (deviceId === undefined) return false;
    const session = await db
      .selectFrom('api.sessions')
      .select('session_id')
      .where('user_id', '=', authorId)
      .where('device_id', '=', deviceId)
      .limit(1)
      .executeTakeFirst();
    return session !== undefined;
  }

  return async (request, readerId, authorId) => {
    const [authorsDevice, readerWithin, addressWithin] = await Promise.all([
      onAuthorsDevice(request, authorId),
      perReader.allows(readerId),
      perAddress.allows(clientKey(request.ip)),
    ]);
    const userAgent = request.header('user-agent');
    return {
      byAuthor: request.ctx.user?.user_id === authorId,
      onAuthorsDevice: authorsDevice,
      // Every browser names itself; a call that does not is a script.
      bot: !userAgent || isbot(userAgent),
      rateLimited: !readerWithin || !addressWithin,
    };
  };
}
