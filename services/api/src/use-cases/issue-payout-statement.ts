import { incomeDecider, incomeStream, reject, type Statement } from '@afrimedia/domain';
import { uuidFromName } from '@afrimedia/event-store';
import type { Actor, CommandPort } from './ports.ts';

/** A month of an author's income as the income read model totals it; none when nothing was earned that month. */
export type MonthStatementPort = (authorId: string, periodStart: string) => Promise<Statement | undefined>;

/** One payout statement per author and month, so its id derives from them: a payout provider's idempotency key. */
export const payoutStatementId = (authorId: string, periodStart: string): string =>
  uuidFromName(`payout-statement\u0000${authorId}\u0000${periodStart}`);

/**
 * The platform team closes a month of an author's income for payout, with the month's statement as the read model
 * holds it; the decider refuses a month not over yet, or closed already. Answers the statement's id.
 */
export async function issuePayoutStatement(
  ports: { readonly commands: CommandPort; readonly monthStatement: MonthStatementPort },
  actor: Actor,
  month: { readonly authorId: string; readonly periodStart: string },
): Promise<string> {
  if (!actor.isAdmin) throw reject('FORBIDDEN');
  const { authorId, periodStart } = month;
  const statement = await ports.monthStatement(authorId, periodStart);
  if (!statement) throw reject('NOT_FOUND');
  const statementId = payoutStatementId(authorId, periodStart);
  await ports.commands.run({
    stream: incomeStream(authorId),
    decider: incomeDecider,
    actorId: actor.userId,
    command: { type: 'IssuePayoutStatement', data: { authorId, statementId, statement } },
  });
  return statementId;
}
