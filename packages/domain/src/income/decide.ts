import { decideByType, type Command, type Decider, type Decision } from '../core/decider.ts';
import { reject } from '../core/domain-error.ts';
import { checkAdmin } from '../rules/ownership.ts';
import {
  evolveIncome,
  evolveRateCards,
  initialIncomeState,
  initialRateCardState,
  rateCardAt,
  type IncomeEvent,
  type IncomeState,
  type RateCard,
  type RateCardEvent,
  type RateCardState,
} from './income.ts';

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

/** One qualified read to pay: the reactor passes the rate cards it read from their stream. */
export type AccrueIncome = Command<
  'AccrueIncome',
  { authorId: string; readEventId: string; contentId: string; readAt: string; rateCards: readonly RateCard[] }
>;
export type IssuePayoutStatement = Command<
  'IssuePayoutStatement',
  { authorId: string; statementId: string; periodStart: string; periodEnd: string }
>;
export type IncomeCommand = AccrueIncome | IssuePayoutStatement;

function accrue(command: AccrueIncome, state: IncomeState): Decision<IncomeEvent> {
  const { authorId, readEventId, contentId, readAt, rateCards } = command.data;
  if (state.paidReads.has(readEventId)) return [];
  const card = rateCardAt(rateCards, readAt);
  if (!card) return reject('NO_RATE_CARD');
  return [
    {
      type: 'IncomeAccrued',
      data: {
        authorId,
        readEventId,
        contentId,
        rateCardId: card.rateCardId,
        amountMicroEuros: card.microEurosPerRead,
        readAt,
      },
    },
  ];
}

/** Statements follow each other without gap or overlap, and only cover time that is over. */
function issueStatement(command: IssuePayoutStatement, state: IncomeState): Decision<IncomeEvent> {
  const { authorId, statementId, periodStart, periodEnd } = command.data;
  const start = Date.parse(periodStart);
  const end = Date.parse(periodEnd);
  if (!(start < end) || end > Date.parse(command.metadata.now))
    return reject('INVALID_STATE_TRANSITION', 'periodEnd');
  if (state.statedUntil !== null && start !== Date.parse(state.statedUntil)) {
    return reject('INVALID_STATE_TRANSITION', 'periodStart');
  }
  const lines = state.accruals.filter((accrual) => {
    const readAt = Date.parse(accrual.readAt);
    return readAt >= start && readAt < end;
  });
  return [
    {
      type: 'PayoutStatementIssued',
      data: {
        authorId,
        statementId,
        periodStart,
        periodEnd,
        totalMicroEuros: lines.reduce((total, line) => total + line.amountMicroEuros, 0),
        lines: lines.length,
        issuedAt: command.metadata.now,
      },
    },
  ];
}

export const decideIncome = decideByType<IncomeCommand, IncomeState, IncomeEvent>({
  AccrueIncome: accrue,
  IssuePayoutStatement: issueStatement,
});

export const incomeDecider: Decider<IncomeState, IncomeCommand, IncomeEvent> = {
  initialState: initialIncomeState,
  evolve: evolveIncome,
  decide: decideIncome,
};
