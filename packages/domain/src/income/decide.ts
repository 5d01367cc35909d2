import { type Command, type Decider, type Decision } from '../core/decider.ts';
import { reject } from '../core/domain-error.ts';
import { checkAdmin } from '../rules/ownership.ts';
import {
  evolveIncome,
  evolveRateCards,
  initialIncomeState,
  initialRateCardState,
  type IncomeEvent,
  type IncomeState,
  type RateCardEvent,
  type RateCardState,
} from './income.ts';
import { periodOf, type Statement } from './ledger.ts';

export type PublishRateCard = Command<
  'PublishRateCard',
  {
    rateCardId: string;
    effectiveFrom: string;
    microEurosPerRead: number;
    microEurosPerClick: number;
    actorIsAdmin: boolean;
  }
>;

export type RateCardCommand = PublishRateCard;

function publishRateCard(command: PublishRateCard, state: RateCardState): Decision<RateCardEvent> {
  const { rateCardId, effectiveFrom, microEurosPerRead, microEurosPerClick, actorIsAdmin } = command.data;
  const forbidden = checkAdmin(actorIsAdmin);
  if (forbidden) return forbidden;
  if (
    ![microEurosPerRead, microEurosPerClick].every((amount) => Number.isSafeInteger(amount) && amount >= 0)
  ) {
    return reject('FIELDS_REQUIRED', 'microEurosPerRead');
  }
  const latest = state.cards.at(-1);
  // Rates are never changed after the fact: a card takes effect after the current one, and not in the past.
  if (latest && Date.parse(effectiveFrom) <= Date.parse(latest.effectiveFrom)) {
    return reject('INVALID_STATE_TRANSITION', 'effectiveFrom');
  }
  if (Date.parse(effectiveFrom) < Date.parse(command.metadata.now))
    return reject('INVALID_STATE_TRANSITION', 'effectiveFrom');
  return [
    {
      type: 'RateCardPublished',
      data: {
        rateCardId,
        effectiveFrom,
        microEurosPerRead,
        microEurosPerClick,
        publishedAt: command.metadata.now,
      },
    },
  ];
}

export const rateCardDecider: Decider<RateCardState, RateCardCommand, RateCardEvent> = {
  initialState: initialRateCardState,
  evolve: evolveRateCards,
  decide: (command, state) => publishRateCard(command, state),
};

/**
 * Close a month of an author's income: the use case passes the month's statement as the ledger gives it; the
 * decider keeps a month from being closed before it is over, or twice.
 */
export type IssuePayoutStatement = Command<
  'IssuePayoutStatement',
  { authorId: string; statementId: string; statement: Statement }
>;
export type IncomeCommand = IssuePayoutStatement;

function issueStatement(command: IssuePayoutStatement, state: IncomeState): Decision<IncomeEvent> {
  const { authorId, statementId, statement } = command.data;
  const month = periodOf('month', `${statement.periodStart}T00:00:00.000Z`);
  if (month.start !== statement.periodStart || month.end !== statement.periodEnd) {
    return reject('INVALID_STATE_TRANSITION', 'periodStart');
  }
  if (Date.parse(`${statement.periodEnd}T00:00:00.000Z`) > Date.parse(command.metadata.now)) {
    return reject('INVALID_STATE_TRANSITION', 'periodEnd');
  }
  if (state.issued.has(statement.periodStart)) return reject('INVALID_STATE_TRANSITION', 'periodStart');
  const {
    periodStart,
    periodEnd,
    reads,
    clicks,
    microEuros,
    carriedInMicroEuros,
    cents,
    carriedOutMicroEuros,
  } = statement;
  return [
    {
      type: 'PayoutStatementIssued',
      data: {
        authorId,
        statementId,
        periodStart,
        periodEnd,
        reads,
        clicks,
        microEuros,
        carriedInMicroEuros,
        cents,
        carriedOutMicroEuros,
        issuedAt: command.metadata.now,
      },
    },
  ];
}

export const incomeDecider: Decider<IncomeState, IncomeCommand, IncomeEvent> = {
  initialState: initialIncomeState,
  evolve: evolveIncome,
  decide: (command, state) => issueStatement(command, state),
};
